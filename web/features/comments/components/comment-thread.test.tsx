import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Comment, CommentPage, ThreadComment } from '#api/schemas/comments.ts';
import { putCommentDraft } from '#web/db/comment-drafts.ts';
import { db } from '#web/db/database.ts';
import { sessionAtom, setSession } from '#web/lib/session.ts';
import { sessionFor } from '#tests/utils/people-fixtures.ts';
import { commentFixture } from '#tests/utils/comment-fixtures.ts';
import { fakeApi, renderApp } from '#tests/utils/render-app.tsx';
import { article, ARTICLE_ID, author, detail, emptyList } from '#tests/utils/story-fixtures.ts';

const reader = { ...author, id: 'd'.repeat(32), slug: 'awa-ndiaye', firstName: 'Awa', lastName: 'Ndiaye' };
const kofi = { ...author, id: 'e'.repeat(32), slug: 'kofi-mensah', firstName: 'Kofi', lastName: 'Mensah' };

const comment = (id: string, over: Partial<Comment> = {}): Comment => commentFixture({ id: id.repeat(32).slice(0, 32), user: kofi, body: `Body ${id}`, html: `<p>Body ${id}</p>`, ...over });
const top = (id: string, over: Partial<ThreadComment> = {}): ThreadComment => ({ ...comment(id), replies: [], ...over });

const page: CommentPage = {
  total: 5,
  nextCursor: null,
  items: [
    top('1', {
      html: '<p>Lovely <em>cloth</em></p>',
      likeCount: 3,
      replyCount: 2,
      replies: [
        comment('2', { parentId: '1'.repeat(32), user: author, html: '<p>Thank you</p>' }),
        comment('3', { parentId: '1'.repeat(32), user: reader, replyToUser: author, html: '<p>Agreed</p>' }),
      ],
    }),
    top('4', { pinned: true, html: '<p>Pinned words</p>', language: 'fr', editedAt: '2026-11-02T10:00:00.000Z' }),
    top('5', { status: 'hidden', hiddenBy: 'author', body: '', html: '' }),
  ],
};

/** The story and its thread answer; every write fails at the network, as offline. */
function threadApi(thread: CommentPage = page) {
  return fakeApi({
    '/api/themes': emptyList,
    '/api/articles?limit=5': emptyList,
    '/api/users': emptyList,
    [`/api/articles/${ARTICLE_ID}`]: detail(article()),
    [`/api/articles/${ARTICLE_ID}/comments`]: thread,
    '/api/comments': () => {
      throw new TypeError('Failed to fetch');
    },
  });
}

async function openStory(language: 'en' | 'fr' = 'en', signedIn = true) {
  const api = threadApi();
  const session = sessionFor(reader, 'awa@example.org');
  if (signedIn) setSession(session);
  const view = await renderApp(`/story/the-weavers-of-bamenda-${ARTICLE_ID}`, { language });
  if (signedIn) view.store.set(sessionAtom, session);
  return { ...view, api };
}

describe('the story’s comments (issue #28)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    // The discussion is in view: its interactive part loads (story-comments.tsx waits for that).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
          // The reader acts on the page (story-comments.tsx waits for that too).
          setTimeout(() => window.dispatchEvent(new Event('scroll')), 0);
        }
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    setSession(null);
    vi.unstubAllGlobals();
  });

  it('shows the thread: count, pinned first, replies with whom they answer, edited, hidden by the author', async () => {
    const { api } = await openStory('en', false);
    const section = await screen.findByRole('region', { name: '5 comments' });
    await within(section).findByText('Pinned words');
    const articles = within(section).getAllByRole('article');
    expect(articles.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Pinned words'),
      expect.stringContaining('Lovely cloth'),
      expect.stringContaining('Thank you'),
      expect.stringContaining('Agreed'),
      expect.stringContaining('Hidden by the author'),
    ]);
    expect(within(articles[0]!).getByText('Pinned')).toBeTruthy();
    expect(within(articles[0]!).getByText('edited')).toBeTruthy();
    expect(within(articles[3]!).getByText('Replying to Ada Obi')).toBeTruthy();
    expect(within(articles[1]!).getByText('cloth').tagName).toBe('EM');
    expect(within(articles[1]!).getByRole('button', { name: /3 likes/ })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Sign in to comment' })).toBeTruthy();
    expect(api.requests.some((r) => r.url.includes(`/api/articles/${ARTICLE_ID}/comments?sort=oldest&limit=50`))).toBe(true);
  });

  it('offline, shows the thread kept on the device, and keeps the thread it read online', async () => {
    fakeApi({
      '/api/themes': emptyList,
      '/api/articles?limit=5': emptyList,
      '/api/users': emptyList,
      [`/api/articles/${ARTICLE_ID}`]: detail(article()),
      [`/api/articles/${ARTICLE_ID}/comments`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await db.threads.put({ articleId: ARTICLE_ID, sort: 'oldest', page, keptAt: 1 });
    await renderApp(`/story/the-weavers-of-bamenda-${ARTICLE_ID}`);
    expect(await screen.findByText('Pinned words')).toBeTruthy();
    expect(screen.getByRole('region', { name: '5 comments' })).toBeTruthy();

    await db.threads.clear();
    threadApi({ ...page, items: [top('7', { html: '<p>Fresh</p>' })], total: 1 });
    await renderApp(`/story/the-weavers-of-bamenda-${ARTICLE_ID}`);
    await waitFor(async () => expect((await db.threads.get(ARTICLE_ID))?.page.items.map((c) => c.html)).toEqual(['<p>Fresh</p>']));
  });

  it('asks the server for the reader’s language only, and for another sort', async () => {
    const { api } = await openStory('fr', false);
    const section = await screen.findByRole('region', { name: '5 commentaires' });
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Seulement dans ma langue' }));
    await waitFor(() => expect(api.requests.some((r) => r.url.includes('language=fr'))).toBe(true));
    fireEvent.change(within(section).getByRole('combobox', { name: 'Trier les commentaires' }), { target: { value: 'top' } });
    await waitFor(() => expect(api.requests.some((r) => r.url.includes('sort=top&limit=20&language=fr'))).toBe(true));
  });

  it('shows a comment written offline at once as sending, rendered, and queued once', async () => {
    await openStory();
    const box = await screen.findByRole('textbox', { name: 'Your comment' });
    fireEvent.change(box, { target: { value: 'Written on the *train*' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const mine = (await screen.findByText('train')).closest('article')!;
    expect(screen.getByText('train').tagName).toBe('EM');
    expect(within(mine).getByText('Sending…')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'Awa Ndiaye' })).toBeTruthy();
    const section = screen.getByRole('region', { name: '5 comments' });
    await waitFor(() => expect(within(section).getByRole('status').textContent).toBe('Sending…'));
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => e.op)).toEqual([
      expect.objectContaining({ type: 'comment.put', body: expect.objectContaining({ articleId: ARTICLE_ID, body: 'Written on the *train*', language: 'en' }) }),
    ]);
    expect((screen.getByRole('textbox', { name: 'Your comment' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps a sent comment on screen until the thread is read again, then shows the server’s copy', async () => {
    let stored: Comment | undefined;
    let answerThread: (() => void) | undefined;
    fakeApi({
      '/api/themes': emptyList,
      '/api/articles?limit=5': emptyList,
      '/api/users': emptyList,
      [`/api/articles/${ARTICLE_ID}`]: detail(article()),
      // The read after the send is held until the test lets it answer.
      [`/api/articles/${ARTICLE_ID}/comments`]: () =>
        stored ? new Promise((resolve) => (answerThread = () => resolve({ ...page, items: [...page.items, top('9', { ...stored, html: '<p>From the server</p>' })], total: 6 }))) : page,
      '/api/comments/': async (req: Request) => {
        const body = (await req.json()) as { body: string };
        stored = comment('9', { id: new URL(req.url).pathname.split('/').pop()!, user: reader, body: body.body, html: `<p>${body.body}</p>` });
        return new Response(JSON.stringify(stored), { status: 201, headers: { 'Content-Type': 'application/json' } });
      },
    });
    const session = sessionFor(reader, 'awa@example.org');
    setSession(session);
    const view = await renderApp(`/story/the-weavers-of-bamenda-${ARTICLE_ID}`);
    view.store.set(sessionAtom, session);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your comment' }), { target: { value: 'Sent online' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    // Out of the queue, the thread not read yet: still there, no longer sending.
    const mine = (await screen.findByText('Sent online')).closest('article')!;
    await waitFor(() => expect(within(mine).queryByText('Sending…')).toBeNull());
    await waitFor(() => expect(answerThread).toBeDefined());
    expect(screen.getByText('Sent online')).toBeTruthy();
    answerThread!();
    expect(await screen.findByText('From the server')).toBeTruthy();
    expect(screen.queryByText('Sent online')).toBeNull();
  });

  it('brings a refused comment back into the composer with the reason in the reader’s language', async () => {
    await putCommentDraft(reader.id, {
      id: 'f'.repeat(32),
      input: { articleId: ARTICLE_ID, parentId: null, body: 'Mon texte refusé', atSeconds: null },
      refusal: { status: 403, code: 'comment_banned', message: 'You are banned', reason: 'Insultes', until: null },
      updatedAt: 1,
    });
    await openStory('fr');
    expect(await screen.findByText('Vous ne pouvez pas commenter pour le moment : Insultes')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Votre commentaire n’a pas été publié');
    expect((screen.getByRole('textbox', { name: 'Votre commentaire' }) as HTMLTextAreaElement).value).toBe('Mon texte refusé');
  });

  it('replies under a reply, likes and reports, each queued', async () => {
    await openStory();
    const agreed = (await screen.findByText('Agreed')).closest('article')!;
    fireEvent.click(within(agreed).getByRole('button', { name: 'Reply' }));
    const box = await screen.findByRole('textbox', { name: 'Your reply to Awa Ndiaye' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.change(box, { target: { value: 'Me too' } });
    fireEvent.click(within(box.closest('form')!).getByRole('button', { name: 'Reply' }));
    const lovely = screen.getByText('Lovely').closest('article')!;
    fireEvent.click(within(lovely).getByRole('button', { name: /Like, 3 likes/ }));
    await waitFor(() =>
      expect(
        within(screen.getByText('Lovely').closest('article')!)
          .getByRole('button', { name: /Unlike, 4 likes/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    fireEvent.click(within(screen.getByText('Lovely').closest('article')!).getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this comment' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    await waitFor(async () => expect((await db.outbox.toArray()).map((e) => e.op.type)).toEqual(['comment.put', 'comment.like.put', 'comment.report']));
    const [reply] = await db.outbox.toArray();
    expect(reply!.op).toMatchObject({ body: { parentId: '3'.repeat(32), body: 'Me too' } });
    expect(within((await screen.findByText('Me too')).closest('article')!).getByText('Replying to Awa Ndiaye')).toBeTruthy();
    // Sent before the typing was kept: the kept typing does not come back as a draft after it.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getAllByText('Me too')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Your reply to Awa Ndiaye' })).toBeNull();
  });
});
