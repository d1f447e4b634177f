import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { User } from '#api/schemas/user.ts';
import { Icon, type IconName } from '#web/components/icon.tsx';
import { useDialogFocus } from '#web/components/use-dialog-focus.ts';
import { DetailsForm } from './details-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { PictureForm } from './picture-form.tsx';
import '#web/components/dialog.css';
import './profile-edit.css';

const TABS = [
  { id: 'picture', icon: 'camera', label: 'profileEdit.tabPicture' },
  { id: 'details', icon: 'user', label: 'profileEdit.tabDetails' },
  { id: 'password', icon: 'settings', label: 'profileEdit.tabPassword' },
] as const satisfies readonly { id: string; icon: IconName; label: string }[];
type Tab = (typeof TABS)[number]['id'];

export interface ProfileEditModalProps {
  onClose: () => void;
  /** Called with the updated user after each save (a profile page can refresh what it shows). */
  onSaved?: (user: User) => void;
}

/**
 * The profile edit modal (spec §2, own profile only): picture, presentation and phone, password,
 * as three tabs whose forms keep what was typed while switching. Escape, the close button or the
 * backdrop close it. Render it only while it is open.
 */
export function ProfileEditModal({ onClose, onSaved }: ProfileEditModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const titleId = useId();
  const base = useId();
  const [tab, setTab] = useState<Tab>('picture');
  useDialogFocus(ref, onClose);

  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.findIndex((x) => x.id === tab) + step + TABS.length) % TABS.length]!.id;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} className="dialog profile-edit" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="profile-edit__head">
          <h2 id={titleId} className="dialog__title">
            <span className="dialog__title-icon">
              <Icon name="edit" size={18} />
            </span>
            {t('profileEdit.title')}
          </h2>
          <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={onClose}>
            <Icon name="x" />
          </button>
        </div>
        <div className="profile-edit__tabs" role="tablist" aria-label={t('profileEdit.title')} onKeyDown={onTabKey}>
          {TABS.map((item) => (
            <button
              key={item.id}
              ref={(el) => {
                tabRefs.current[item.id] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={tab === item.id}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={tab === item.id ? 0 : -1}
              className="profile-edit__tab"
              onClick={() => setTab(item.id)}
            >
              <Icon name={item.icon} size={18} />
              <span>{t(item.label)}</span>
            </button>
          ))}
        </div>
        {TABS.map((item) => (
          <div key={item.id} role="tabpanel" id={`${base}-panel-${item.id}`} aria-labelledby={`${base}-tab-${item.id}`} hidden={tab !== item.id} className="profile-edit__panel">
            {item.id === 'picture' ? <PictureForm onSaved={onSaved} /> : item.id === 'details' ? <DetailsForm onSaved={onSaved} /> : <PasswordForm onSaved={onSaved} onDone={onClose} />}
          </div>
        ))}
      </div>
    </div>,
    document.body,
  );
}
