import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '#web/db/database.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { appStore } from '#web/lib/app-store.ts';
import { enqueue } from '#web/sync/outbox.ts';
import { REVOKED_KEY, revocationNoticeAtom } from '#web/lib/session-revoked.ts';
import { ada, sessionFor } from '#tests/utils/people-fixtures.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const revoked = (reason: string) => json(401, { error: { code: 'session_revoked', message: 'This device was signed out.' }, reason });
const session = sessionFor(ada, 'ada@example.org');
const list = { items: [], total: 0, nextCursor: null };

/** What the device keeps of Ada: a kept collection's story, a draft, and (when asked) an edit not sent yet. */
async function keepAdas({ unsent }: { unsent: boolean }) {
  await db.offlineSets.put({ key: 'collection:c1', kind: 'collection', targetId: 'c1', userId: ada.id, articleIds: ['a1'], urls: [], bytes: 0, status: 'ready', savedAt: 1 });
  await db.drafts.put({ id: 'd1', userId: ada.id, input: {} as never, updatedAt: 1 });
  if (unsent) {
    await enqueue({ userId: ada.id, op: { type: 'follow.put', kind: 'tribes', id: '3' }, label: { key: 'follows.op.follow', values: { name: 'Bassa' } } });
  }
}

/** Ada opens her collections; the server answers that her session was ended from elsewhere. */
async function openRevoked(reason: string, language: 'en' | 'fr' = 'en') {
  // The unsent edit stays unsent: the sync finds no network.
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };
  fakeApi({ '/api/themes': list, '/api/collections': revoked(reason), '/api/auth/login': json(200, session), '/api/batch': offline, '/api/follows': offline });
  setSession(session);
  const view = await renderApp('/collections', { language });
  view.store.set(sessionAtom, session);
  return view;
}

describe('signed out of this device from elsewhere (issue #30)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    localStorage.removeItem(REVOKED_KEY);
  });
  afterEach(() => {
    setSession(null);
    appStore.set(revocationNoticeAtom, null);
  });

  it('with nothing unsent, clears what the device kept of the account at once, and says why', async () => {
    await keepAdas({ unsent: false });
    const { router } = await openRevoked('signed_out_remotely');
    const dialog = await screen.findByRole('alertdialog', { name: 'Signed out of this device' });
    expect(dialog.textContent).toContain('Your account was signed out of this device from another device.');
    expect(dialog.textContent).toContain('has been erased from it');
    expect([await db.offlineSets.count(), await db.drafts.count()]).toEqual([0, 0]);
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem(REVOKED_KEY)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });

  it('with edits not sent, offers to sign in again first: the owner back, nothing is cleared', async () => {
    await keepAdas({ unsent: true });
    const { router } = await openRevoked('password_changed');
    const dialog = await screen.findByRole('alertdialog', { name: 'Signed out of this device' });
    expect(dialog.textContent).toContain('Your password was changed on another device');
    expect(dialog.textContent).toContain('One change made here was not sent yet');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Ada signs in again on this device: her data stays, her edit goes out with the next sync.
    setSession(session);
    await waitFor(() => expect(localStorage.getItem(REVOKED_KEY)).toBeNull());
    expect([await db.offlineSets.count(), await db.drafts.count(), await db.outbox.count()]).toEqual([1, 1, 1]);
  });

  it('with edits not sent, erases on request, in French', async () => {
    await keepAdas({ unsent: true });
    await openRevoked('password_reset', 'fr');
    const dialog = await screen.findByRole('alertdialog', { name: 'Déconnecté de cet appareil' });
    expect(dialog.textContent).toContain('Votre mot de passe a été réinitialisé');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tout effacer' }));
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('en a été effacé'));
    expect([await db.offlineSets.count(), await db.drafts.count(), await db.outbox.count()]).toEqual([0, 0, 0]);
  });

  it('a mark left by an earlier start (closed before answering) clears the account at the next start, without asking', async () => {
    await keepAdas({ unsent: true });
    localStorage.setItem(REVOKED_KEY, JSON.stringify({ userId: ada.id, reason: 'signed_out_remotely', at: 1 }));
    const { handleRevocation } = await import('#web/sync/remote-wipe/revocation.ts');
    await handleRevocation('boot');
    expect([await db.offlineSets.count(), await db.drafts.count(), await db.outbox.count()]).toEqual([0, 0, 0]);
    expect(appStore.get(revocationNoticeAtom)?.stage).toBe('wiped');
  });

  it('a mark made by this page before its offline core started is still this start’s: the offer stands', async () => {
    await keepAdas({ unsent: true });
    localStorage.setItem(REVOKED_KEY, JSON.stringify({ userId: ada.id, reason: 'signed_out_remotely', at: Date.now() }));
    const { handleRevocation } = await import('#web/sync/remote-wipe/revocation.ts');
    await handleRevocation('boot');
    expect(appStore.get(revocationNoticeAtom)).toMatchObject({ stage: 'offer', pending: 1 });
    expect(await db.drafts.count()).toBe(1);
  });
});
