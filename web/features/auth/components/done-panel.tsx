import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '#web/components/icon.tsx';
import type { PlainKey } from '#web/lib/string-keys.ts';

/** What a form turns into once it has worked: an icon, a title, the message (announced), and a way on. */
export function DonePanel({ icon, title, message, children }: { icon: IconName; title: PlainKey; message: PlainKey; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-done">
      <span className="auth-done__icon" aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <h1 className="auth-form__title">{t(title)}</h1>
      <p className="auth-done__message" role="status">
        {t(message)}
      </p>
      {children}
    </div>
  );
}
