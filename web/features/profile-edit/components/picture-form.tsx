import { useAtomValue } from 'jotai';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '#api/schemas/user.ts';
import { apiErrorMessage, FormMessage, type Message } from '#web/components/form-message.tsx';
import { Icon } from '#web/components/icon.tsx';
import { UserAvatar } from '#web/components/user-avatar.tsx';
import { sessionAtom } from '#web/lib/session.ts';
import { useProfileMutation } from '../api/update-profile.ts';
import { changePicture } from '../api/upload-picture.ts';
import { checkPicture, PICTURE_ACCEPT } from '../picture-rules.ts';
import { SaveButton } from './save-button.tsx';

/** The picture part: choose (jpeg/png, ≤ 2 MB, previewed), upload, and make it the profile picture. */
export function PictureForm({ onSaved }: { onSaved?: ((user: User) => void) | undefined }) {
  const { t } = useTranslation();
  const user = useAtomValue(sessionAtom)?.user;
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<Message | null>(null);
  const mutation = useProfileMutation(changePicture, (saved) => {
    setFile(null);
    onSaved?.(saved);
  });

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Cleared, so choosing the same file again after an error still fires a change.
    event.target.value = '';
    mutation.reset();
    const rule = chosen ? checkPicture(chosen) : null;
    setProblem(rule);
    setFile(rule ? null : chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const rule = checkPicture(file);
    setProblem(rule);
    if (!rule && file) mutation.mutate(file);
  };

  if (!user) return null;
  return (
    <form noValidate onSubmit={submit} className="picture-form">
      <FormMessage message={problem ?? (mutation.isError ? apiErrorMessage(mutation.error) : null)} />
      <div className="picture-form__row">
        <div className="picture-form__avatar">{preview ? <img src={preview} alt={t('profileEdit.preview')} width={96} height={96} /> : <UserAvatar user={user} size={96} />}</div>
        <div className="picture-form__pick">
          <input id={inputId} type="file" accept={PICTURE_ACCEPT} className="visually-hidden" onChange={choose} aria-describedby={`${inputId}-hint`} />
          <label htmlFor={inputId} className="btn btn--ghost picture-form__choose">
            <Icon name="image" size={18} />
            {t('profileEdit.choosePicture')}
          </label>
          <p id={`${inputId}-hint`} className="field-hint">
            {file ? file.name : t('profileEdit.pictureHint')}
          </p>
        </div>
      </div>
      <SaveButton busy={mutation.isPending}>{t('profileEdit.savePicture')}</SaveButton>
    </form>
  );
}
