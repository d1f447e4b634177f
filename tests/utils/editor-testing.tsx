import { File as NodeFile } from 'node:buffer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { Article } from '#api/schemas/article.ts';
import type { StoredFile } from '#api/schemas/file.ts';
import type { Theme } from '#api/schemas/theme.ts';
import type { Tribe } from '#api/schemas/tribe.ts';
import type { User } from '#api/schemas/user.ts';
import { toastsAtom } from '#web/components/toast/toast-atoms.ts';
import { db } from '#web/db/database.ts';
import { boot, bootAfterFirstRender } from '#web/app/boot.ts';
import { i18next } from '#web/lib/i18n.ts';
import { appStore } from '#web/lib/app-store.ts';
import { setSession, type Session } from '#web/lib/session.ts';
import { routeTree } from '#web/route-tree.gen.ts';
import { fakeApi, type FakeRoutes } from '#tests/utils/render-app.tsx';
import { NewPostButton } from '#web/features/editor/components/new-post-button.tsx';
import { editorTargetAtom } from '#web/features/editor/editor-atoms.ts';
import { setUploadHttpStack } from '#web/sync/page-uploads.ts';
import { uploadsAtom } from '#web/sync/upload-progress.ts';
import { scriptedTusStack } from './scripted-uploads.ts';
import { LASTING_EXPIRES_AT, lastingToken } from '#tests/utils/fake-token.ts';

// Publishing goes through Dexie, the outbox and the sync runner: give answers a few seconds on a
// busy machine rather than the default one.
configure({ asyncUtilTimeout: 8000 });

/** Test data for the editor (tests only). */
export const author: User = { id: 'b'.repeat(32), slug: 'ama-kofi', firstName: 'Ama', lastName: 'Kofi', presentation: null, picture: null, email: 'ama@example.com' };

export const session: Session = {
  tokenInfo: { token: lastingToken(), refreshToken: 'r', expiresAt: LASTING_EXPIRES_AT, username: author.email! },
  user: author,
};

export const themes: Theme[] = [
  { id: 1, title: 'Culture', title_en: 'Culture', code: 'culture' },
  { id: 2, title: 'Histoire', title_en: 'History', code: 'history' },
  { id: 3, title: 'Cuisine', title_en: 'Food', code: 'food' },
];

export const tribes: Tribe[] = [
  { id: 1, name: 'Bamiléké' },
  { id: 2, name: 'Bamoun' },
  { id: 3, name: 'Béti' },
  { id: 4, name: 'Douala' },
];

export const list = <T,>(items: T[]) => ({ items, total: items.length, nextCursor: null });

export const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

/**
 * A picked file that says it has `size` bytes without allocating them. Node's File, because
 * IndexedDB (fake-indexeddb) must be able to clone it as a Blob, as browsers do.
 */
export function sizedFile(name: string, size: number, type: string): File {
  return Object.defineProperty(new NodeFile(['x'], name, { type }), 'size', { value: size }) as unknown as File;
}

export function storedFile(id: string, kind: StoredFile['kind'] = 'image'): StoredFile {
  return { id, path: `/media/${id}/f`, name: `f-${id.slice(0, 4)}`, mime: kind === 'image' ? 'image/jpeg' : `${kind}/webm`, size: 1000, kind, durationSeconds: null };
}

export function article(overrides: Partial<Article> = {}): Article {
  return {
    id: 'c'.repeat(32),
    slug: 'le-fleuve',
    type: 1,
    textType: 0,
    title: 'Le fleuve Sanaga',
    subTitle: 'Un récit',
    coverImage: null,
    tribe: [tribes[2]!],
    themes: [themes[0]!],
    user: author,
    favorite: false,
    language: 'fr',
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-02T00:00:00.000Z',
    version: 3,
    content: words(210),
    images: [],
    tags: ['rivière'],
    references: [],
    inspiredBy: [],
    sections: [],
    audioFile: null,
    videoFile: null,
    ...overrides,
  };
}

/** API answers the editor needs; `extra` adds or overrides routes. */
export function editorApi(extra: FakeRoutes = {}) {
  return fakeApi({
    '/api/themes': list(themes),
    '/api/tribes': (req: Request) => {
      const keywords = new URL(req.url).searchParams.get('keywords')?.toLowerCase() ?? '';
      return list(tribes.filter((t) => t.name.toLowerCase().includes(keywords)));
    },
    '/api/articles': list([]),
    '/api/collections': list([]),
    ...extra,
  });
}

/**
 * Uploads through a scripted tus server: each PATCH reports half its bytes, then waits for
 * `finishAll`; `finish` answers a File with the upload's id.
 */
export function scriptedUploads() {
  const scripted = scriptedTusStack((upload) => storedFile(upload.fileId, upload.mime.startsWith('audio') ? 'audio' : upload.mime.startsWith('video') ? 'video' : 'image'));
  setUploadHttpStack(scripted.stack);
  return scripted;
}

/**
 * Signs the author in and renders the real app at `path` (its root shows the toasts) with the
 * new-post entry beside it (where the header holds it) — in the app-wide store, as in production, since the upload
 * manager, the toasts and the outbox live outside React.
 */
export async function renderEditor(path = '/about', { language = 'en' }: { language?: 'en' | 'fr' } = {}) {
  // The editor's chunk loads on first use: load it up front so tests wait on behaviour, not imports.
  await import('#web/features/editor/components/editor-screen.tsx');
  await Promise.all(db.tables.map((t) => t.clear()));
  appStore.set(editorTargetAtom, null);
  appStore.set(uploadsAtom, {});
  appStore.set(toastsAtom, []);
  setSession(session);
  // The app's start-up, as in production: sync runner, network listeners, publish watcher, i18n.
  await boot();
  await bootAfterFirstRender();
  await i18next.changeLanguage(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) });
  const result = render(
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <RouterContextProvider router={router}>
          <NewPostButton />
        </RouterContextProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  await router.load();
  return { ...result, router, queryClient };
}
