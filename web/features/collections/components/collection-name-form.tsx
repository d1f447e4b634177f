import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLECTION_NAME_MAX } from '#api/schemas/collection.ts';

/**
 * A one-field form for a collection name (create or rename), checked like the server checks it
 * (`CollectionInputSchema`: 1 to 60 characters once trimmed). Escape cancels.
 */
export function CollectionNameForm({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('collections.nameRequired'));
    if (trimmed.length > COLLECTION_NAME_MAX) return setError(t('collections.nameTooLong', { count: COLLECTION_NAME_MAX }));
    setBusy(true);
    try {
      await onSubmit(trimmed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="collection-name-form" onSubmit={(e) => void submit(e)} onKeyDown={(e) => e.key === 'Escape' && onCancel()} noValidate>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={name}
          maxLength={COLLECTION_NAME_MAX + 20}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <span id={`${id}-error`} className="field-error">
            {error}
          </span>
        )}
      </div>
      <div className="collection-name-form__actions">
        <button type="submit" className="btn" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('collections.cancel')}
        </button>
      </div>
    </form>
  );
}
