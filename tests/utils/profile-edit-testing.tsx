import type { ReactNode } from 'react';
import type { User } from '#api/schemas/user.ts';
import type { Session } from '#web/lib/session.ts';
import { renderBeside } from '#tests/utils/auth-testing.tsx';
import { fakeToken } from '#tests/utils/fake-token.ts';

export const me: User = { id: 'a'.repeat(32), slug: 'ada-obi', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null, email: 'ada@example.com', phoneNumber: null };

export function mySession(user: Partial<User> = {}): Session {
  return { tokenInfo: { token: fakeToken(15 * 60_000, { sub: me.id }), refreshToken: 'refresh-1', expiresAt: '', username: me.email! }, user: { ...me, ...user } };
}

/**
 * Renders the real app at `path`, signed in, and `ui` beside it in the same router, query client
 * and jotai store, so a change the modal makes to the session shows in the app's header.
 */
export async function renderSignedIn(ui: ReactNode, path = '/about', user: Partial<User> = {}) {
  return renderBeside(ui, path, { session: mySession(user) });
}
