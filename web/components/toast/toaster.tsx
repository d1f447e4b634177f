import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon.tsx';
import { toastsAtom } from './toast-atoms.ts';
import './toaster.css';

/** Live region announcing toasts to screen readers as they appear. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const { t } = useTranslation();
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          <Icon name={toast.kind === 'error' ? 'alert' : 'check'} size={18} />
          <span>{t(toast.message)}</span>
        </div>
      ))}
    </div>
  );
}
