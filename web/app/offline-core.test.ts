import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession, type Session } from '#web/lib/session.ts';
import { startWhenSignedIn } from './offline-core.ts';

const session = (id: string): Session => ({
  tokenInfo: { token: 't', refreshToken: 'r', expiresAt: '', username: `${id}@example.org` },
  user: { id, slug: id, firstName: 'A', lastName: 'B', presentation: null, picture: null },
});
/** Lets the loader's promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the offline core's signed-in part (issue #27)", () => {
  afterEach(() => setSession(null));

  it('is neither loaded nor started for an anonymous reader, and starts once when someone signs in', async () => {
    const startSignedInCore = vi.fn();
    const load = vi.fn(async () => ({ startSignedInCore }));
    startWhenSignedIn(load);
    await settle();
    expect(load).not.toHaveBeenCalled();

    setSession(session('u1'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startSignedInCore).toHaveBeenCalledTimes(1);

    // It follows sign-outs and switches of user itself: started once per page.
    setSession(null);
    setSession(session('u2'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startSignedInCore).toHaveBeenCalledTimes(1);
  });

  it('starts at once for a reader signed in when the page opens', async () => {
    setSession(session('u1'));
    const startSignedInCore = vi.fn();
    startWhenSignedIn(async () => ({ startSignedInCore }));
    await settle();
    expect(startSignedInCore).toHaveBeenCalledTimes(1);
  });

  it('asks for its code again at the next change of session when it did not arrive', async () => {
    const startSignedInCore = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ startSignedInCore });
    setSession(session('u1'));
    startWhenSignedIn(load);
    await settle();
    expect(startSignedInCore).not.toHaveBeenCalled();

    setSession(session('u1-renewed'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(startSignedInCore).toHaveBeenCalledTimes(1);
  });
});
