import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticleInput } from '#api/schemas/article.ts';
import { db } from '#web/db/database.ts';
import { toastsAtom } from '#web/components/toast/toast-atoms.ts';
import { appStore } from '#web/lib/app-store.ts';
import { setSession } from '#web/lib/session.ts';
import { reportOnline } from '#web/sync/network-status.ts';
import { openEditorAtom } from '../editor-atoms.ts';
import { article, editorApi, renderEditor, words } from '#tests/utils/editor-testing.tsx';

async function openNewPost() {
  fireEvent.click(screen.getAllByRole('button', { name: 'New post' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'New post' });
  await within(dialog).findByRole('textbox', { name: 'Title' });
  return dialog;
}

/** Fills a valid plain text article. */
async function fillText(dialog: HTMLElement, title = 'The Sanaga at dawn') {
  fireEvent.click(within(dialog).getByRole('radio', { name: /Article/ }));
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: title } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Text' }), { target: { value: words(220) } });
  const combo = within(dialog).getByRole('combobox', { name: 'Tribes' });
  fireEvent.focus(combo);
  fireEvent.change(combo, { target: { value: 'bét' } });
  fireEvent.click(await within(dialog).findByRole('option', { name: 'Béti' }));
  fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Food' }));
}

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const putBodies = (requests: Request[]) =>
  Promise.all(requests.filter((r) => r.method === 'PUT' && r.url.includes('/api/articles/')).map((r) => r.clone().json() as Promise<ArticleInput & { baseVersion?: number }>));

describe('publishing from the editor', () => {
  afterEach(() => {
    setSession(null);
    reportOnline();
  });

  it('queues the article, sends it, closes with the success toast and drops the draft', async () => {
    const api = editorApi({ '/api/articles/': (req: Request) => (req.method === 'PUT' ? json(article({ id: req.url.split('/').pop()! }), 201) : json({}, 404)) });
    await renderEditor();
    const dialog = await openNewPost();
    await fillText(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Done! Your changes were saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [body] = await putBodies(api.requests);
    expect(body).toMatchObject({ type: 1, textType: 0, title: 'The Sanaga at dawn', tribe: [3], themes: [3], sections: [] });
    expect(body!.baseVersion).toBeUndefined();
    await waitFor(async () => expect(await db.drafts.count()).toBe(0));
    // One toast for one action (issue #25): the publish watcher, which also saw the draft land,
    // does not announce it a second time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(appStore.get(toastsAtom).map((toast) => toast.key)).toEqual(['operationSuccess']);
    expect(screen.queryByText(/is now published/)).toBeNull();
  });

  it('shows the server’s refusal in the form and stops loading', async () => {
    editorApi({
      '/api/articles/': (req: Request) =>
        req.method === 'PUT' ? json({ error: { code: 'invalid_input', message: 'Some things this article refers to are not usable: tribe not_found.' } }, 422) : json({}, 404),
    });
    await renderEditor();
    const dialog = await openNewPost();
    await fillText(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Some things this article refers to are not usable: tribe not_found.')).toBeTruthy();
    const button = within(dialog).getByRole('button', { name: 'Publish' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('false');
  });

  it('publishes offline: the draft waits in the drafts view until the network returns', async () => {
    let offline = true;
    editorApi({
      '/api/articles/': (req: Request) => {
        if (offline) throw new TypeError('Failed to fetch');
        return req.method === 'PUT' ? json(article({ id: req.url.split('/').pop()!, title: 'Written offline' }), 201) : json({}, 404);
      },
    });
    await renderEditor('/drafts');
    const dialog = await openNewPost();
    await fillText(dialog, 'Written offline');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Saved on this device. It will be published when you are back online.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = (await screen.findByRole('heading', { name: 'Written offline' })).closest('li')!;
    expect(within(card).getByText('Waiting to publish')).toBeTruthy();

    offline = false;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('“Written offline” is now published.', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Written offline' })).toBeNull());
  });

  it('edits a published article from its version, and a conflict offers keep mine / take theirs', async () => {
    const current = article();
    const theirs = article({ title: 'Their newer title', version: 4 });
    const bodies: (ArticleInput & { baseVersion?: number })[] = [];
    editorApi({
      [`/api/articles/${current.id}`]: async (req: Request) => {
        if (req.method === 'GET') return { article: current, comments: [], relatedArticles: [] };
        const body = (await req.json()) as ArticleInput & { baseVersion?: number };
        bodies.push(body);
        if (body.baseVersion === 3) return json({ error: { code: 'version_conflict', message: 'This article changed since you opened it.' }, current: theirs }, 409);
        return json({ ...theirs, title: body.title, version: 5 }, 200);
      },
    });
    await renderEditor();
    appStore.set(openEditorAtom, { kind: 'article', id: current.id });
    const dialog = await screen.findByRole('dialog', { name: 'Edit article' });
    const title = await within(dialog).findByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe('Le fleuve Sanaga');
    expect(await within(within(dialog).getByRole('list', { name: 'Chosen tribes' })).findByText('Béti')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'My better title' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    const conflict = await screen.findByRole('alertdialog', { name: 'This article changed' });
    expect(within(conflict).getByText('My better title')).toBeTruthy();
    expect(within(conflict).getByText(/Their newer title/)).toBeTruthy();
    fireEvent.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Done! Your changes were saved.')).toBeTruthy();
    expect(bodies.map((b) => [b.title, b.baseVersion])).toEqual([
      ['My better title', 3],
      ['My better title', 4],
    ]);
  });

  it('takes their version when asked, dropping the local changes', async () => {
    const current = article();
    const theirs = article({ title: 'Their newer title', version: 4 });
    editorApi({
      [`/api/articles/${current.id}`]: (req: Request) =>
        req.method === 'GET' ? { article: current, comments: [], relatedArticles: [] } : json({ error: { code: 'version_conflict', message: 'Changed.' }, current: theirs }, 409),
    });
    await renderEditor();
    appStore.set(openEditorAtom, { kind: 'article', id: current.id });
    const dialog = await screen.findByRole('dialog', { name: 'Edit article' });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Title' }), { target: { value: 'My version' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'This article changed' })).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Their newer title'));
    expect(await db.drafts.get(current.id)).toBeUndefined();
  });
});
