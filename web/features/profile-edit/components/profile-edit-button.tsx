import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '#api/schemas/user.ts';
import { Icon } from '#web/components/icon.tsx';
import { sessionAtom } from '#web/lib/session.ts';
import { ProfileEditModal } from './profile-edit-modal.tsx';

/**
 * "Edit profile" and its modal, shown only on the signed-in person's own profile (spec §6, compared
 * by user id so it shows offline too); renders nothing otherwise. Not for the collections page
 * (spec: button hidden there).
 */
export function ProfileEditButton({ profileId, onSaved, className = 'btn btn--ghost' }: { profileId: string | undefined; onSaved?: (user: User) => void; className?: string }) {
  const { t } = useTranslation();
  const userId = useAtomValue(sessionAtom)?.user.id;
  const [open, setOpen] = useState(false);
  if (!userId || !profileId || userId !== profileId) return null;
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
