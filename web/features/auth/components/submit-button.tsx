import type { ReactNode } from 'react';

/** The form's main button; while `busy` it shows a spinner and the busy label, and cannot be pressed again. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" className="btn auth-form__submit" disabled={busy} aria-busy={busy}>
      {busy && <span className="auth-form__spinner" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  );
}
