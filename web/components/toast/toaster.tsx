import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon.tsx';
import { appStore } from '../../lib/app-store.ts';
import { toastsAtom } from './toast-atoms.ts';
import './toaster.css';
import { storedMessageT } from '../../lib/string-keys.ts';

/** Live region announcing toasts to screen readers as they appear. */
export function Toaster() {
  // Toasts are raised outside React too (sync runner), always on the app-wide store.
  const toasts = useAtomValue(toastsAtom, { store: appStore });
  const { t } = useTranslation();
  const text = storedMessageT(t);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          <Icon name={toast.kind === 'error' ? 'alert' : 'check'} size={18} />
          <span>{text(toast.key, toast.values)}</span>
        </div>
      ))}
    </div>
  );
}
