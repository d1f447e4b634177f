import { useCallback, useEffect, useRef, useState } from 'react';
import { saveDraft } from '#web/sync/drafts.ts';
import { draftInputOf, extrasOf, type EditorForm } from './model/editor-form.ts';

/** Drafts are written this long after the author stops typing (and at once when the editor closes). */
export const AUTOSAVE_DELAY_MS = 500;

export type SaveStatus = 'idle' | 'pending' | 'saved' | 'failed';

/**
 * Saves the form as a local draft as the author types (debounced), when the page is hidden, and
 * when the editor closes — so nothing is lost on reload, crash or offline. Nothing is written
 * until the author changes something (`dirty`), so opening the editor leaves no empty draft, nor
 * once the author discarded the draft (`discarded`).
 */
export function useAutosave(draft: { id: string; userId: string; baseVersion?: number }, form: EditorForm, dirty: boolean, discarded?: { readonly current: boolean }) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef({ draft, form, dirty, discarded, pending: false });
  latest.current = { ...latest.current, draft, form, dirty, discarded };

  const flush = useCallback(async () => {
    const { draft: d, form: f, dirty: changed, pending } = latest.current;
    if (!changed || !pending || latest.current.discarded?.current) return;
    latest.current.pending = false;
    try {
      await saveDraft({ id: d.id, userId: d.userId, baseVersion: d.baseVersion, input: draftInputOf(f), editor: extrasOf(f) });
      setStatus((s) => (latest.current.pending ? s : 'saved'));
    } catch {
      setStatus('failed');
    }
  }, []);

  useEffect(() => {
    if (!dirty) return;
    latest.current.pending = true;
    setStatus('pending');
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, dirty, flush]);

  useEffect(() => {
    const onHide = () => document.visibilityState === 'hidden' && void flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      void flush();
    };
  }, [flush]);

  return { status, flush };
}
