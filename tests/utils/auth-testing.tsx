import { QueryClientProvider } from '@tanstack/react-query';
import { RouterContextProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import type { User } from '#api/schemas/user.ts';
import { sessionAtom, type Session } from '#web/lib/session.ts';
import { fakeToken } from '#tests/utils/fake-token.ts';
import { renderApp } from '#tests/utils/render-app.tsx';

export const testUser: User = {
  id: 'a'.repeat(32),
  slug: 'ada-obi',
  firstName: 'Ada',
  lastName: 'Obi',
  presentation: null,
  picture: null,
  email: 'ada@example.com',
  phoneNumber: null,
};

export function testSession(overrides: { expiresInMs?: number; refreshToken?: string; user?: Partial<User> } = {}): Session {
  const token = fakeToken(overrides.expiresInMs ?? 15 * 60_000);
  return {
    tokenInfo: { token, refreshToken: overrides.refreshToken ?? 'refresh-1', expiresAt: new Date(Date.now() + 900_000).toISOString(), username: testUser.email! },
    user: { ...testUser, ...overrides.user },
  };
}

/**
 * Renders the real app at `path`, and `ui` beside it in the same router, query client and jotai
 * store: for components whose mount point belongs to another feature's route (the activation
 * modal on home), so they are tested with the real navigation around them. With `session`, signed
 * in before `ui` mounts.
 */
export async function renderBeside(ui: ReactNode, path: string, options: { language?: 'en' | 'fr'; session?: Session } = {}) {
  const app = await renderApp(path, { language: options.language });
  if (options.session) app.store.set(sessionAtom, options.session);
  render(
    <JotaiProvider store={app.store}>
      <QueryClientProvider client={app.queryClient}>
        <RouterContextProvider router={app.router}>{ui}</RouterContextProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return app;
}
