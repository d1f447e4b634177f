import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A section's save button: while `busy` it says so and cannot be pressed again. */
export function SaveButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="profile-edit__actions">
      <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
        {busy && <span className="profile-edit__spinner" aria-hidden="true" />}
        {busy ? t('profileEdit.saving') : children}
      </button>
    </div>
  );
}
