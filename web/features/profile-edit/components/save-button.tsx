import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A section's save button: while `busy` it says so and cannot be pressed again; `disabled` when it cannot work now. */
export function SaveButton({ busy, disabled = false, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="profile-edit__actions">
      <button type="submit" className="btn" disabled={busy || disabled} aria-busy={busy}>
        {busy && <span className="profile-edit__spinner" aria-hidden="true" />}
        {busy ? t('profileEdit.saving') : children}
      </button>
    </div>
  );
}
