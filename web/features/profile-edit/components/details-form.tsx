import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESENTATION_MAX, PRESENTATION_MIN, ProfileDetailsInputSchema, type User } from '#api/schemas/user.ts';
import { fieldIssues, type FieldMessages } from '#web/components/field-issues.ts';
import { FormField } from '#web/components/form-field.tsx';
import { apiErrorMessage, FormMessage } from '#web/components/form-message.tsx';
import { sessionAtom } from '#web/lib/session.ts';
import { saveDetails, useProfileMutation } from '../api/update-profile.ts';
import { SaveButton } from './save-button.tsx';

/** Presentation (50–250 characters) and phone number (9–15 digits, written with spaces, dashes… as people do), saved together. */
export function DetailsForm({ onSaved }: { onSaved?: ((user: User) => void) | undefined }) {
  const { t } = useTranslation();
  const user = useAtomValue(sessionAtom)?.user;
  const [values, setValues] = useState({ presentation: user?.presentation ?? '', phoneNumber: user?.phoneNumber ?? '' });
  const [fields, setFields] = useState<FieldMessages>({});
  const mutation = useProfileMutation(saveDetails, onSaved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.reset();
    const issues = fieldIssues(ProfileDetailsInputSchema, values, { byCode: { numeric: { key: 'profileEdit.phoneNumeric' } } });
    setFields(issues);
    if (Object.keys(issues).length === 0) mutation.mutate({ presentation: values.presentation.trim(), phoneNumber: values.phoneNumber.trim() });
  };

  const length = values.presentation.trim().length;
  return (
    <form noValidate onSubmit={submit}>
      <FormMessage message={mutation.isError ? apiErrorMessage(mutation.error) : null} />
      <FormField
        label={t('profileEdit.presentation')}
        name="presentation"
        multiline
        rows={5}
        value={values.presentation}
        onValueChange={(presentation) => setValues((v) => ({ ...v, presentation }))}
        hint={t('profileEdit.presentationHint', { min: PRESENTATION_MIN, max: PRESENTATION_MAX, count: length })}
        error={fields.presentation}
      />
      <FormField
        label={t('profileEdit.phoneNumber')}
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={values.phoneNumber}
        onValueChange={(phoneNumber) => setValues((v) => ({ ...v, phoneNumber }))}
        hint={t('profileEdit.phoneHint')}
        error={fields.phoneNumber}
      />
      <SaveButton busy={mutation.isPending}>{t('profileEdit.saveDetails')}</SaveButton>
    </form>
  );
}
