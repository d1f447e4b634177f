import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '#web/components/icon.tsx';
import { UploadProgressView } from '#web/components/upload-progress.tsx';
import type { DraftItem } from './use-drafts.ts';

const TYPE_ICON: Record<number, IconName> = { 1: 'fileText', 2: 'mic', 3: 'video' };
const TYPE_KEY: Record<number, 'text' | 'audio' | 'video'> = { 1: 'text', 2: 'audio', 3: 'video' };

function relativeTime(ms: number, language: string): string {
  const minutes = Math.round((ms - Date.now()) / 60_000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  if (Math.abs(minutes) < 60 * 24) return format.format(Math.round(minutes / 60), 'hour');
  return format.format(Math.round(minutes / (60 * 24)), 'day');
}

/** One draft: its type, title, when it was last edited, where it stands and its files' uploads, open and delete. */
export function DraftCard({ item, onOpen, onDelete }: { item: DraftItem; onOpen: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const { row, state } = item;
  const typeChosen = row.editor?.typeChosen !== false;
  const typeKey = TYPE_KEY[row.input.type];
  const title = row.input.title.trim() || t('drafts.untitled');
  const published = row.baseVersion !== undefined;
  const openLabel = state === 'conflict' ? t('drafts.resolve') : t('drafts.open');
  const status =
    state === 'waiting'
      ? t('drafts.state.waiting')
      : state === 'rejected'
        ? t('drafts.state.rejected')
        : state === 'conflict'
          ? t('drafts.state.conflict')
          : published
            ? t('drafts.state.changes')
            : t('drafts.state.draft');
  return (
    <li className={`draft-card card draft-card--${state}`}>
      <span className={`draft-card__type draft-card__type--${typeChosen ? typeKey : 'none'}`} aria-hidden="true">
        <Icon name={typeChosen ? (TYPE_ICON[row.input.type] ?? 'fileText') : 'edit'} size={22} />
      </span>
      <div className="draft-card__body">
        <h2 className="draft-card__title">{title}</h2>
        <p className="draft-card__meta">
          {typeChosen && typeKey ? t(`articleType.${typeKey}`) : t('drafts.noType')} · {t('drafts.edited', { when: relativeTime(row.updatedAt, i18n.language) })}
        </p>
        <p className="draft-card__chips">
          <span className={`status-chip status-chip--${state}`}>
            <Icon name={state === 'waiting' ? 'cloud' : state === 'rejected' || state === 'conflict' ? 'alert' : 'edit'} size={14} />
            {status}
          </span>
          {item.interrupted && (
            <span className="status-chip status-chip--interrupted">
              <Icon name="mic" size={14} />
              {t('drafts.interrupted')}
            </span>
          )}
        </p>
        {state === 'rejected' && item.error && <p className="draft-card__error">{item.error}</p>}
        {item.uploads.length > 0 && (
          <ul className="draft-card__uploads" aria-label={t('drafts.uploads', { title })}>
            {item.uploads.map((u) => (
              <li key={u.id} className="draft-card__upload">
                <span className="draft-card__upload-name">
                  <Icon name="cloud" size={14} /> {u.name}
                </span>
                <UploadProgressView id={u.id} label={u.name} refused={u.refused} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="draft-card__actions">
        <button type="button" className="btn btn--small" onClick={onOpen} aria-label={t('drafts.actionNamed', { action: openLabel, title })}>
          {openLabel}
        </button>
        <button type="button" className="icon-btn icon-btn--danger" onClick={onDelete} aria-label={t(published ? 'drafts.discardNamed' : 'drafts.deleteNamed', { title })}>
          <Icon name="trash" size={18} />
        </button>
      </div>
    </li>
  );
}
