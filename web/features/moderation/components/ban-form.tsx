import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentUser } from '#api/schemas/comments.ts';

/** How long a ban lasts, in days; 0: until lifted. */
const DURATIONS = [1, 7, 30, 0] as const;
const DAY_MS = 86_400_000;

/** Ban a writer from commenting (issue #28): a reason, and an expiry or none. */
export function BanForm({ user, busy, onBan, onCancel }: { user: CommentUser; busy: boolean; onBan: (reason: string, until: string | null) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<(typeof DURATIONS)[number]>(1);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) onBan(reason.trim(), days === 0 ? null : new Date(Date.now() + days * DAY_MS).toISOString());
  };
  return (
    <form className="ban-form" onSubmit={submit} aria-label={t('moderation.banTitle', { name: `${user.firstName} ${user.lastName}` })}>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('moderation.banReason')}</label>
        <input id={`${id}-reason`} required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
      </div>
      <div className="field">
        <label htmlFor={`${id}-until`}>{t('moderation.banFor')}</label>
        <select id={`${id}-until`} value={days} onChange={(e) => setDays(Number(e.target.value) as (typeof DURATIONS)[number])}>
          {DURATIONS.map((d) => (
            <option key={d} value={d}>
              {d === 0 ? t('moderation.banForever') : t('moderation.banDays', { count: d })}
            </option>
          ))}
        </select>
      </div>
      <div className="moderation-actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('moderation.cancel')}
        </button>
        <button type="submit" className="btn btn--danger" disabled={busy || !reason.trim()}>
          {t('moderation.ban')}
        </button>
      </div>
    </form>
  );
}
