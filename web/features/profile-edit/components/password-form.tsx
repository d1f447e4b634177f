import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeInputSchema, type User } from '#api/schemas/user.ts';
import { fieldIssues, type FieldMessages } from '#web/components/field-issues.ts';
import { PasswordField } from '#web/components/form-field.tsx';
import { apiErrorMessage, FormMessage } from '#web/components/form-message.tsx';
import { appStore } from '#web/lib/app-store.ts';
import { onlineAtom } from '#web/sync/network-status.ts';
import { changePassword, useProfileMutation } from '../api/update-profile.ts';
import { useCloseAfter } from '../use-close-after.ts';
import { SaveButton } from './save-button.tsx';

/** The modal closes this long after a password change (spec §4). */
export const PASSWORD_CLOSE_MS = 2_000;

const empty = { current_password: '', password: '', rpassword: '' };

/**
 * Current, new and repeated password; a wrong current password (`403 wrong_password`) is said here.
 * Online only (never queued): with no network the form says so and sends nothing.
 */
export function PasswordForm({ onSaved, onDone }: { onSaved?: ((user: User) => void) | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(empty);
  const [fields, setFields] = useState<FieldMessages>({});
  const online = useAtomValue(onlineAtom, { store: appStore });
  const mutation = useProfileMutation(changePassword, onSaved);
  const set = (name: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  useCloseAfter(onDone, PASSWORD_CLOSE_MS, mutation.isSuccess);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending || mutation.isSuccess || !online) return;
    mutation.reset();
    const issues = fieldIssues(PasswordChangeInputSchema, values, {
      byCode: { password_no_match: { key: 'passwordNoMatch' } },
      byField: { password: { key: 'passwordPolicy' } },
    });
    setFields(issues);
    if (Object.keys(issues).length === 0) mutation.mutate(values);
  };

  return (
    <form noValidate onSubmit={submit}>
      <FormMessage message={!online ? { key: 'profileEdit.passwordOffline' } : mutation.isError ? apiErrorMessage(mutation.error) : null} />
      {mutation.isSuccess && <FormMessage kind="success" message={{ key: 'profileEdit.passwordChanged' }} />}
      <PasswordField
        label={t('profileEdit.currentPassword')}
        name="current_password"
        autoComplete="current-password"
        value={values.current_password}
        onValueChange={set('current_password')}
        error={fields.current_password}
      />
      <PasswordField
        label={t('profileEdit.newPassword')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={set('password')}
        hint={fields.password ? undefined : t('passwordPolicy')}
        error={fields.password}
      />
      <PasswordField label={t('profileEdit.repeatPassword')} name="rpassword" autoComplete="new-password" value={values.rpassword} onValueChange={set('rpassword')} error={fields.rpassword} />
      <SaveButton busy={mutation.isPending} disabled={!online}>
        {t('profileEdit.savePassword')}
      </SaveButton>
    </form>
  );
}
