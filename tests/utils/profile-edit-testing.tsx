import { QueryClientProvider } from '@tanstack/react-query';
import { RouterContextProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import type { User } from '#api/schemas/user.ts';
import { sessionAtom, type Session } from '#web/lib/session.ts';
import { fakeToken } from '#tests/utils/fake-token.ts';
import { renderApp } from '#tests/utils/render-app.tsx';

export const me: User = { id: 'a'.repeat(32), slug: 'ada-obi', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null, email: 'ada@example.com', phoneNumber: null };

export function mySession(user: Partial<User> = {}): Session {
  return { tokenInfo: { token: fakeToken(15 * 60_000, { sub: me.id }), refreshToken: 'refresh-1', expiresAt: '', username: me.email! }, user: { ...me, ...user } };
}

/**
 * Renders the real app at `path`, signed in, and `ui` beside it in the same router, query client
 * and jotai store, so a change the modal makes to the session shows in the app's header.
 */
export async function renderSignedIn(ui: ReactNode, path = '/about', user: Partial<User> = {}) {
  const app = await renderApp(path);
  app.store.set(sessionAtom, mySession(user));
  render(
    <JotaiProvider store={app.store}>
      <QueryClientProvider client={app.queryClient}>
        <RouterContextProvider router={app.router}>{ui}</RouterContextProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return app;
}
