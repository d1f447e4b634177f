import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Comment, ModerationQueue } from '#api/schemas/comments.ts';
import { db } from '#web/db/database.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { sessionFor } from '#tests/utils/people-fixtures.ts';
import { commentFixture } from '#tests/utils/comment-fixtures.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { author, emptyList } from '#tests/utils/story-fixtures.ts';

const kofi = { ...author, id: 'e'.repeat(32), slug: 'kofi-mensah', firstName: 'Kofi', lastName: 'Mensah' };
const awa = { ...author, id: 'd'.repeat(32), slug: 'awa-ndiaye', firstName: 'Awa', lastName: 'Ndiaye' };

const comment = (id: string, over: Partial<Comment> = {}): Comment => commentFixture({ id: id.repeat(32), user: kofi, body: 'Buy cheap pills', html: '<p>Buy cheap pills</p>', ...over });

const queue: ModerationQueue = {
  reports: [{ comment: comment('1'), lastReportedAt: '2026-11-02T10:00:00.000Z', reports: [{ id: 'r1', reason: 'spam', text: 'ads again', reporter: awa, createdAt: '2026-11-02T10:00:00.000Z' }] }],
  held: [comment('2', { status: 'held', user: awa, html: '<p>My first words</p>' })],
  userReports: [
    { user: awa, lastReportedAt: '2026-11-03T10:00:00.000Z', reports: [{ id: 'r2', reason: 'harassment', text: 'insults in messages', reporter: kofi, createdAt: '2026-11-03T10:00:00.000Z' }] },
  ],
};

function moderationApi() {
  const actions: unknown[] = [];
  const api = fakeApi({
    '/api/themes': emptyList,
    '/api/moderation/queue': queue,
    '/api/moderation/log': {
      items: [{ id: 'l1', actor: author, action: 'ban', commentId: null, targetUser: kofi, reason: 'Spam', detail: null, createdAt: '2026-11-02T11:00:00.000Z' }],
      total: 1,
      nextCursor: null,
    },
    '/api/moderation/actions': async (req: Request) => (actions.push(await req.json()), { ok: true }),
    '/api/users': { items: [kofi], total: 1, nextCursor: null },
  });
  return { api, actions };
}

async function open(role: 'member' | 'moderator' | 'admin', language: 'en' | 'fr' = 'en') {
  const session = sessionFor({ ...author, role } as typeof author, 'ada@example.org');
  setSession(session);
  const view = await renderApp('/moderation', { language });
  view.store.set(sessionAtom, session);
  return view;
}

describe('the moderation page (issue #28)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => setSession(null));

  it('shows reports grouped by comment and held comments; hides and approves in one tap', async () => {
    const { actions } = moderationApi();
    await open('moderator');
    const reports = await screen.findByRole('region', { name: 'Reported comments (1)' });
    expect(within(reports).getByText('Buy cheap pills')).toBeTruthy();
    expect(within(reports).getByText('Spam or advertising')).toBeTruthy();
    expect(within(reports).getByText(/ads again/)).toBeTruthy();
    fireEvent.click(within(reports).getByRole('button', { name: 'Hide' }));
    const held = screen.getByRole('region', { name: 'Awaiting approval (1)' });
    fireEvent.click(within(held).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(actions).toEqual([
        { action: 'hide', commentId: '1'.repeat(32), reason: '' },
        { action: 'approve', commentId: '2'.repeat(32), reason: '' },
      ]),
    );
    expect(await screen.findByText(/Ada Obi: Ban \(Kofi Mensah\)/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Roles' })).toBeNull();
  });

  it('bans a writer with a reason and an expiry (French)', async () => {
    const { actions } = moderationApi();
    await open('moderator', 'fr');
    const reports = await screen.findByRole('region', { name: 'Commentaires signalés (1)' });
    fireEvent.click(within(reports).getByRole('button', { name: 'Bannir Kofi Mensah…' }));
    const form = within(reports).getByRole('form', { name: 'Interdire à Kofi Mensah de commenter' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Motif (qui lui sera montré)' }), { target: { value: 'Publicité' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Pour combien de temps' }), { target: { value: '7' } });
    const before = Date.now();
    fireEvent.click(within(form).getByRole('button', { name: 'Bannir' }));
    await waitFor(() => expect(actions).toHaveLength(1));
    const ban = actions[0] as { action: string; userId: string; reason: string; until: string };
    expect(ban).toMatchObject({ action: 'ban', userId: kofi.id, reason: 'Publicité' });
    expect(Date.parse(ban.until) - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(Date.parse(ban.until) - before).toBeLessThan(7 * 86_400_000 + 5000);
  });

  it('shows the reported members and dismisses their reports in one tap (French)', async () => {
    const { actions } = moderationApi();
    await open('moderator', 'fr');
    const members = await screen.findByRole('region', { name: 'Membres signalés (1)' });
    expect(within(members).getByText('Awa Ndiaye')).toBeTruthy();
    expect(within(members).getByText(/insults in messages/)).toBeTruthy();
    const group = within(members).getByRole('group', { name: 'Traiter les signalements sur Awa Ndiaye' });
    fireEvent.click(within(group).getByRole('button', { name: 'Classer les signalements' }));
    await waitFor(() => expect(actions).toEqual([{ action: 'dismiss_user', userId: awa.id, reason: '' }]));
  });

  it('is closed to members', async () => {
    moderationApi();
    await open('member');
    expect(await screen.findByText('This page is for moderators and admins.')).toBeTruthy();
  });

  it('lets an admin make someone a moderator', async () => {
    const { api } = moderationApi();
    await open('admin');
    const roles = await screen.findByRole('region', { name: 'Roles' });
    fireEvent.change(within(roles).getByRole('searchbox', { name: 'Find a person by name' }), { target: { value: 'Kofi' } });
    const select = await within(roles).findByRole('combobox', { name: 'Role of Kofi Mensah' });
    fireEvent.change(select, { target: { value: 'moderator' } });
    fireEvent.click(within(roles).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT' && new URL(r.url).pathname === `/api/users/${kofi.id}/role`)).toBe(true));
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(await put.json()).toEqual({ role: 'moderator' });
  });
});
