import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '#api/schemas/user.ts';
import { Icon } from '#web/components/icon.tsx';
import { sessionAtom } from '#web/lib/session.ts';
import { ProfileEditModal } from './profile-edit-modal.tsx';

/**
 * "Edit profile" and its modal, shown only when the signed-in username equals the profile's email
 * (spec §6); renders nothing otherwise. Not for the collections page (spec: button hidden there).
 */
export function ProfileEditButton({ profileEmail, onSaved, className = 'btn btn--ghost' }: { profileEmail: string | undefined; onSaved?: (user: User) => void; className?: string }) {
  const { t } = useTranslation();
  const username = useAtomValue(sessionAtom)?.tokenInfo.username;
  const [open, setOpen] = useState(false);
  if (!username || !profileEmail || username.toLowerCase() !== profileEmail.toLowerCase()) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Icon name="edit" size={18} />
        {t('profileEdit.open')}
      </button>
      {open && <ProfileEditModal onClose={() => setOpen(false)} onSaved={onSaved} />}
    </>
  );
}
