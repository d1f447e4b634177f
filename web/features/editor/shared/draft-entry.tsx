import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newId } from '#api/schemas/ids.ts';
import { pendingShared, takeShared, type SharedItem } from '#web/db/take-shared.ts';
import { StorageFullError } from '#web/db/storage-full.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { openEditorAtom } from '../editor-atoms.ts';
import { draftInputOf, extrasOf } from '../model/editor-form.ts';
import type { DraftsSearch } from './drafts-search.ts';
import './draft-entry.css';
import { formOfShared } from './shared-form.ts';

const PROBLEMS = ['nothing', 'failed', 'unavailable'] as const;
type Problem = (typeof PROBLEMS)[number] | 'full';
const isProblem = (shared: string): shared is (typeof PROBLEMS)[number] => (PROBLEMS as readonly string[]).includes(shared);

/** Chromium's File Handling: the files an installed app was opened with. */
interface LaunchQueue {
  setConsumer(consumer: (params: { files: readonly FileSystemHandle[] }) => void): void;
}

/** Every item of the inbox becomes a draft of `userId` (things shared while signed out too). */
async function takeInbox(userId: string, language: 'fr' | 'en', items?: SharedItem[]): Promise<void> {
  for (const item of items ?? (await pendingShared())) {
    const form = formOfShared(item, language);
    await takeShared(item, { userId, input: draftInputOf(form), editor: extrasOf(form) });
  }
}

/** An audio file opened with the installed app, as a shared item (a new podcast draft). */
async function itemOfLaunched(handle: FileSystemHandle): Promise<SharedItem | null> {
  if (handle.kind !== 'file') return null;
  const file = await (handle as FileSystemFileHandle).getFile();
  return { id: newId(), kind: 'audio', title: '', text: '', url: '', audio: { id: newId(), blob: file, name: file.name, mime: file.type || 'application/octet-stream' }, image: null, at: Date.now() };
}

/**
 * The drafts route's ways in from outside the page (issue #25): the manifest's shortcuts open the
 * editor on a new post or podcast; what the phone shared (kept by the service worker) and audio
 * files opened with the installed app become drafts on this device at once, and the editor opens
 * on the one just received. The address is cleaned first, so a reload shows the drafts, not a
 * second editor.
 */
export function DraftEntry({ search }: { search: DraftsSearch }) {
  const { t, i18n } = useTranslation();
  const userId = useAtomValue(sessionAtom)?.user.id;
  const open = useSetAtom(openEditorAtom);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<Problem | null>(null);
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
            await takeInbox(userId, language, items);
            if (items[0]) open({ kind: 'draft', id: items[0].id });
          })
          .catch(fail);
      });
    }
    if (shared && isProblem(shared)) setProblem(shared);
    void takeInbox(userId, language)
      .then(() => {
        if (shared && !isProblem(shared)) open({ kind: 'draft', id: shared });
      })
      .catch(fail);
    // Once per arrival: the address is cleaned above; the language only seeds the new drafts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, userId]);

  if (!problem) return null;
  return (
    <div className="shared-problem" role="alert">
      <p>{t(`sharing.shared.${problem}`)}</p>
      <button type="button" className="btn btn--ghost" onClick={() => setProblem(null)}>
        {t('sharing.shared.dismiss')}
      </button>
    </div>
  );
}
