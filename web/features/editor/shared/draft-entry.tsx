import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newId } from '#api/schemas/ids.ts';
import { discardShared, pendingShared, takeShared, type SharedItem } from '#web/db/take-shared.ts';
import { StorageFullError } from '#web/db/storage-full.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { editorTargetAtom, openEditorAtom } from '../editor-atoms.ts';
import { draftInputOf, extrasOf } from '../model/editor-form.ts';
import type { DraftsSearch } from './drafts-search.ts';
import './draft-entry.css';
import { formOfShared } from './shared-form.ts';
import { ShareReview } from './share-review.tsx';

const PROBLEMS = ['nothing', 'failed', 'unavailable', 'crowded', 'large'] as const;
type Problem = (typeof PROBLEMS)[number] | 'full';
const isProblem = (shared: string): shared is (typeof PROBLEMS)[number] => (PROBLEMS as readonly string[]).includes(shared);

/** Chromium's File Handling: the files an installed app was opened with. */
interface LaunchQueue {
  setConsumer(consumer: (params: { files: readonly FileSystemHandle[] }) => void): void;
}

/** `item` becomes a draft of `userId`, kept on this device. */
async function makeDraft(item: SharedItem, userId: string, language: 'fr' | 'en'): Promise<void> {
  const form = formOfShared(item, language);
  await takeShared(item, { userId, input: draftInputOf(form), editor: extrasOf(form) });
}

/** The shares waiting, the one just shared first (then the others, oldest first). */
const justSharedFirst = (items: SharedItem[], id: string | undefined) => [...items.filter((i) => i.id === id), ...items.filter((i) => i.id !== id)];

/** An audio file opened with the installed app, as a shared item (a new podcast draft). */
async function itemOfLaunched(handle: FileSystemHandle): Promise<SharedItem | null> {
  if (handle.kind !== 'file') return null;
  const file = await (handle as FileSystemFileHandle).getFile();
  return {
    id: newId(),
    kind: 'audio',
    title: '',
    text: '',
    url: '',
    audio: { id: newId(), blob: file, name: file.name, mime: file.type || 'application/octet-stream' },
    image: null,
    at: Date.now(),
    bytes: file.size,
  };
}

/**
 * The drafts route's ways in from outside the page (issue #25): the manifest's shortcuts open the
 * editor on a new post or podcast; audio files opened with the installed app (the person chose
 * them in their files app) become drafts at once. What was shared (kept by the service worker,
 * which any site can post to) waits in the inbox until the person has seen it: "New draft from a
 * share" shows each waiting share (things shared while signed out too), and only "Create draft"
 * makes it a draft, which the editor then opens. The address is cleaned first, so a reload shows
 * the drafts, not a second editor.
 */
export function DraftEntry({ search }: { search: DraftsSearch }) {
  const { t, i18n } = useTranslation();
  const userId = useAtomValue(sessionAtom)?.user.id;
  const open = useSetAtom(openEditorAtom);
  const navigate = useNavigate();
  const editorOpen = useAtomValue(editorTargetAtom) !== null;
  const [problem, setProblem] = useState<Problem | null>(null);
  const [waiting, setWaiting] = useState<SharedItem[]>([]);
  const [busy, setBusy] = useState(false);
  // The share this arrival brought, offered first (the address that names it is cleaned at once).
  const justShared = useRef<string | undefined>(undefined);
  const language = i18n.language === 'en' ? 'en' : 'fr';

  useEffect(() => {
    if (!userId) return;
    const { new: start, shared } = search;
    if (start || shared) void navigate({ to: '/drafts', search: {}, replace: true });
    if (start === 'post') open({ kind: 'new' });
    if (start === 'podcast') open({ kind: 'new', preset: 'podcast' });
    const fail = (error: unknown) => setProblem(error instanceof StorageFullError ? 'full' : 'failed');
    if (start === 'launch') {
      (window as Window & { launchQueue?: LaunchQueue }).launchQueue?.setConsumer(({ files }) => {
        void Promise.all(files.map(itemOfLaunched))
          .then(async (launched) => {
            const items = launched.filter((i): i is SharedItem => i !== null);
            for (const item of items) await makeDraft(item, userId, language);
            if (items[0]) open({ kind: 'draft', id: items[0].id });
          })
          .catch(fail);
      });
    }
    if (shared && isProblem(shared)) setProblem(shared);
    else if (shared) justShared.current = shared;
    void pendingShared()
      .then((items) => setWaiting(justSharedFirst(items, justShared.current)))
      .catch(fail);
    // Once per arrival: the address is cleaned above; the language only seeds the new drafts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, userId]);

  const decide = (item: SharedItem, create: boolean) => {
    if (!userId) return;
    setBusy(true);
    const decided = create ? makeDraft(item, userId, language).then(() => open({ kind: 'draft', id: item.id })) : discardShared(item.id);
    void decided
      .then(() => setWaiting((items) => items.filter((i) => i.id !== item.id)))
      .catch((error: unknown) => {
        setWaiting([]);
        setProblem(error instanceof StorageFullError ? 'full' : 'failed');
      })
      .finally(() => setBusy(false));
  };
  // One share at a time, and none over the editor: the next is offered once it closes.
  const next = userId && !editorOpen ? waiting[0] : undefined;

  return (
    <>
      {problem && (
        <div className="shared-problem" role="alert">
          <p>{t(`sharing.shared.${problem}`)}</p>
          <button type="button" className="btn btn--ghost" onClick={() => setProblem(null)}>
            {t('sharing.shared.dismiss')}
          </button>
        </div>
      )}
      {next && (
        <ShareReview
          key={next.id}
          item={next}
          waiting={waiting.length}
          busy={busy}
          onCreate={() => decide(next, true)}
          onDiscard={() => decide(next, false)}
          // Escape: decide later; the shares stay waiting and are offered on the next visit.
          onLater={() => setWaiting([])}
        />
      )}
    </>
  );
}
