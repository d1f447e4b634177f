import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText, type Message } from './form-message.tsx';
import './form-field.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

export interface FormFieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The rule the value breaks; sets `aria-invalid` and is read with the field. */
  error?: Message | undefined;
  /** A lasting hint under the field (the password policy, allowed sizes…). */
  hint?: ReactNode;
  multiline?: boolean;
  rows?: number;
  /** Replaces the input's trailing area (the password field's show/hide button). */
  trailing?: ReactNode;
}

/** A labelled input or textarea with its hint and error message tied to it for screen readers. */
export function FormField({ label, value, onValueChange, error, hint, multiline, rows = 4, trailing, className = '', ...input }: FormFieldProps) {
  const id = useId();
  const text = useMessageText();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id}>{label}</label>
      <div className={trailing ? 'field__control field__control--trailing' : 'field__control'}>
        {multiline ? (
          <textarea {...common} name={input.name} rows={rows} maxLength={input.maxLength} disabled={input.disabled} onChange={(e) => onValueChange(e.target.value)} />
        ) : (
          <input {...input} {...common} onChange={(e) => onValueChange(e.target.value)} />
        )}
        {trailing}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {text(error)}
        </p>
      )}
    </div>
  );
}

/** A password field with a show/hide toggle (a real button, so it works from the keyboard). */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'trailing' | 'multiline'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button type="button" className="field__toggle" aria-pressed={visible} aria-label={t(visible ? 'passwordField.hide' : 'passwordField.show')} onClick={() => setVisible((s) => !s)}>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
        <circle cx="12" cy="12" r="3" />
        {visible && <path d="M3 3l18 18" />}
      </svg>
    </button>
  );
  return <FormField {...props} type={visible ? 'text' : 'password'} trailing={toggle} spellCheck={false} autoCapitalize="off" />;
}
