import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCommentDraft, putCommentDraft } from '#web/db/comment-drafts.ts';
import { db } from '#web/db/database.ts';
import { i18next, initI18n } from '#web/lib/i18n.ts';
import { setSession } from '#web/lib/session.ts';
import { sessionFor } from '#tests/utils/people-fixtures.ts';
import { ARTICLE_ID, author } from '#tests/utils/story-fixtures.ts';
import { CommentComposer } from './comment-composer.tsx';

const reader = { ...author, id: 'd'.repeat(32), slug: 'awa-ndiaye', firstName: 'Awa', lastName: 'Ndiaye' };

describe('the comment composer (issue #28)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    await initI18n();
    await i18next.changeLanguage('en');
    setSession(sessionFor(reader, 'awa@example.org'));
  });
  afterEach(() => setSession(null));

  it('keeps a refusal that comes back right after the send, before its emptied box would be kept', async () => {
    // The parent shows a returned draft only once the local database says so; on a busy phone that
    // can come after the composer's keeping delay. This composer is never told: it stays emptied.
    render(<CommentComposer articleId={ARTICLE_ID} userId={reader.id} target={{ mode: 'new' }} draft={null} hasMedia={false} onDone={() => undefined} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your comment' }), { target: { value: 'Refused at once' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((screen.getByRole('textbox', { name: 'Your comment' }) as HTMLTextAreaElement).value).toBe('');

    // The server refuses it at once (web/sync/settle.ts puts it back as a draft with the reason).
    const [entry] = await db.outbox.toArray();
    const op = entry!.op as Extract<NonNullable<typeof entry>['op'], { type: 'comment.put' }>;
    const refusal = { status: 403, code: 'comment_banned', message: 'You are banned', until: null };
    await putCommentDraft(reader.id, { id: op.id, input: op.body, refusal, updatedAt: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(await getCommentDraft(reader.id, ARTICLE_ID)).toMatchObject({ input: { body: 'Refused at once' }, refusal });
  });

  it('sends the language the reader uses the app in, and leaves an edit’s to the server', async () => {
    await i18next.changeLanguage('fr');
    const view = render(<CommentComposer articleId={ARTICLE_ID} userId={reader.id} target={{ mode: 'new' }} draft={null} hasMedia={false} onDone={() => undefined} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Votre commentaire' }), { target: { value: 'Écrit en français' } });
    fireEvent.click(screen.getByRole('button', { name: 'Commenter' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    view.unmount();
    const edit = { mode: 'edit', id: 'c'.repeat(32), parentId: null, body: 'Old words', atSeconds: null } as const;
    render(<CommentComposer articleId={ARTICLE_ID} userId={reader.id} target={edit} draft={null} hasMedia={false} onDone={() => undefined} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Modifier votre commentaire' }), { target: { value: 'New words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const bodies = (await db.outbox.orderBy('seq').toArray()).map((e) => (e.op as { body: { language?: string } }).body);
    expect(bodies[0]).toMatchObject({ body: 'Écrit en français', language: 'fr' });
    expect(bodies[1]).not.toHaveProperty('language');
  });

  it('forgets a draft the reader erases', async () => {
    await putCommentDraft(reader.id, { id: '', input: { articleId: ARTICLE_ID, parentId: null, body: 'Second thoughts', atSeconds: null }, updatedAt: 1 });
    const draft = (await getCommentDraft(reader.id, ARTICLE_ID))!;
    render(<CommentComposer articleId={ARTICLE_ID} userId={reader.id} target={{ mode: 'new' }} draft={draft} hasMedia={false} onDone={() => undefined} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your comment' }), { target: { value: '' } });
    await waitFor(async () => expect(await getCommentDraft(reader.id, ARTICLE_ID)).toBeUndefined());
  });
});
