import { useTranslation } from 'react-i18next';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import type { DraftRow, OutboxEntry } from '#web/db/local-rows.ts';
import { keepMine, takeTheirs } from '#web/sync/drafts.ts';
import { discardEntry, retryEntry } from '#web/sync/outbox.ts';
import { storedMessageT } from '#web/lib/string-keys.ts';

const SHOWN = 4;

function useLabel() {
  const { t } = useTranslation();
  const text = storedMessageT(t);
  return (entry: OutboxEntry) => text(entry.label.key, entry.label.values);
}

/** The changes waiting to be sent, oldest first (the first few). */
export function PendingList({ entries }: { entries: OutboxEntry[] }) {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <ul className="sync-panel__list">
      {entries.slice(0, SHOWN).map((entry) => (
        <li key={entry.seq}>{label(entry)}</li>
      ))}
      {entries.length > SHOWN && <li className="muted">{t('sync.more', { count: entries.length - SHOWN })}</li>}
    </ul>
  );
}

/** Changes the server refused, with its message, to send again or give up. */
export function RejectedList({ entries }: { entries: OutboxEntry[] }) {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <div className="sync-panel__group">
      <h3>{t('sync.failedTitle')}</h3>
      <ul className="sync-panel__list sync-panel__list--cards">
        {entries.map((entry) => (
          <li key={entry.seq}>
            <strong>{label(entry)}</strong>
            <span className="sync-panel__error">{entry.error?.message}</span>
            <span className="sync-panel__actions">
              <button type="button" className="btn btn--ghost btn--small" onClick={() => void retryEntry(entry.seq)}>
                {t('sync.retry')}
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => void discardEntry(entry.seq).then(() => showToast('sync.discarded', 'info'))}>
                {t('sync.discard')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Article edits that met a newer version on the server: keep mine or take theirs. */
export function ConflictList({ drafts }: { drafts: DraftRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="sync-panel__group">
      <h3>{t('sync.conflictsTitle')}</h3>
      <ul className="sync-panel__list sync-panel__list--cards">
        {drafts.map((draft) => (
          <li key={draft.id}>
            <strong>{t('sync.conflict', { title: draft.input.title })}</strong>
            <span className="sync-panel__actions">
              <button type="button" className="btn btn--small" onClick={() => void keepMine(draft.id)}>
                {t('sync.keepMine')}
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => void takeTheirs(draft.id)}>
                {t('sync.takeTheirs')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
