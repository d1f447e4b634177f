import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STORY_NO_SECTION_MESSAGE, STORY_ONE_SECTION_MESSAGE, type Article } from '#api/schemas/article.ts';
import type { Message } from '#web/components/form-message.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { StorageFullError } from '#web/db/storage-full.ts';
import type { OutboxError } from '#web/db/local-rows.ts';
import { SignedOutError } from '#web/sync/mutations/current-user.ts';
import { finishPublishedDrafts, publish as publishDraft, waitForPublish } from '#web/sync/drafts.ts';
import { syncNow } from '#web/sync/start-sync.ts';
import { publishInputOf, type EditorForm } from './model/editor-form.ts';
import { articleKeys } from '#web/queries/query-keys.ts';

/** The server's refusal as the form shows it (spec §8: the server's message, loading stops). */
export function publishErrorMessage(error: OutboxError): Message {
  if (error.message === STORY_NO_SECTION_MESSAGE) return { key: 'editor.story.noSection' };
  if (error.message === STORY_ONE_SECTION_MESSAGE) return { key: 'editor.story.twoSections', values: { count: 2 } };
  return { key: `editor.serverError.${error.code}`, fallback: error.message || undefined };
}

export interface Conflict {
  theirs: Article | null;
  message: string;
}

/**
 * Publishing: queue the files and the article in the outbox (so it works offline), nudge the sync
 * runner, then wait a little for the server's answer — success closes with `operationSuccess`; a
 * refusal shows the server's message in the form; a 409 opens keep mine / take theirs; no network
 * closes with "will be published when you are back online".
 */
export function usePublish({ id, userId, baseVersion, onClosed }: { id: string; userId: string; baseVersion?: number; onClosed: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const publish = async (form: EditorForm, base = baseVersion) => {
    setBusy(true);
    setError(null);
    try {
      await publishDraft(id, publishInputOf(form), base);
      syncNow();
      const outcome = await waitForPublish(userId, id);
      if (outcome.kind === 'done') {
        await finishPublishedDrafts(userId).catch(() => undefined);
        void queryClient.invalidateQueries({ queryKey: articleKeys.all });
        showToast('operationSuccess', 'success');
        onClosed();
      } else if (outcome.kind === 'queued') {
        showToast('editor.queued', 'info');
        onClosed();
      } else if (outcome.kind === 'rejected') setError(publishErrorMessage(outcome.error));
      else setConflict({ theirs: outcome.conflict.theirs, message: outcome.conflict.message });
    } catch (e) {
      setError({ key: e instanceof StorageFullError ? 'upload.storageFull' : e instanceof SignedOutError ? 'editor.signedOut' : 'errors.unknown' });
    } finally {
      setBusy(false);
    }
  };

  return { publish, busy, error, conflict, clearConflict: () => setConflict(null) };
}
