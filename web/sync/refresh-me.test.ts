import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '#web/db/database.ts';
import { appStore } from '#web/lib/app-store.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { fakeApi } from '#tests/utils/render-app.tsx';
import { me, mySession } from '#tests/utils/profile-edit-testing.tsx';
import { updateProfileDetails } from './mutations/profile.ts';
import { followCurrentUser, refreshCurrentUser } from './refresh-me.ts';

const presentation = 'Changed on my phone: I write about rivers, markets and the people who keep them.';

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  setSession(mySession());
});
afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

describe('refreshCurrentUser', () => {
  it('stores the user GET /api/users/me answers where the session keeps it (persisted too)', async () => {
    const { requests } = fakeApi({ '/api/users/me': { ...me, presentation, picture: '/media/p/new.png' } });
    expect(await refreshCurrentUser()).toBe(true);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/users/me');
    expect(appStore.get(sessionAtom)?.user).toMatchObject({ presentation, picture: '/media/p/new.png' });
    expect(JSON.parse(localStorage.getItem('userData')!).user.picture).toBe('/media/p/new.png');
  });

  it('keeps the stored user offline, for another user’s answer, and while profile edits wait to be sent', async () => {
    fakeApi({
      '/api/users/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await refreshCurrentUser()).toBe(false);
    fakeApi({ '/api/users/me': { ...me, id: 'b'.repeat(32), presentation } });
    expect(await refreshCurrentUser()).toBe(false);
    expect(appStore.get(sessionAtom)?.user.presentation).toBeNull();

    const mine = 'Written here, not sent yet: a presentation long enough for the rules of the form.';
    await updateProfileDetails({ presentation: mine, phoneNumber: '699001122' });
    const { requests } = fakeApi({ '/api/users/me': { ...me, presentation } });
    expect(await refreshCurrentUser()).toBe(false);
    expect(requests).toHaveLength(0);
    expect(appStore.get(sessionAtom)?.user.presentation).toBe(mine);
  });

  it('runs at start and each time the window gets the focus back', async () => {
    const { requests } = fakeApi({ '/api/users/me': { ...me, presentation } });
    const stop = followCurrentUser();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    stop();
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(2);
  });
});
