import { useTranslation } from 'react-i18next';
import { ApiRequestError, NetworkError } from '../lib/api-client.ts';
import { Icon } from './icon.tsx';
import { storedMessageT, type StringKey } from '../lib/string-keys.ts';

/**
 * A message to show in a form: a string's key (typecheck refuses a key in no area file, issue #25)
 * with its `{{placeholder}}` values, or a key built from a server's error code with the text to
 * show when the app has no translation for that code (the server's own message). Unlike
 * `showToast`, the values are not checked against the key's string here: a union over every key
 * is more than TypeScript represents; web/i18n/placeholders.test.ts and the journeys' scan for
 * `{{` cover them.
 */
export interface Message {
  key: StringKey | `errors.${string}` | `editor.serverError.${string}`;
  fallback?: string;
  values?: Record<string, string | number>;
}

/**
 * The message for a failed API call: `errors.<code>` when translated, else the server's message
 * (spec §8: "the server's error message shown in the form"); offline gets `errors.network`.
 */
export function apiErrorMessage(error: unknown): Message {
  if (error instanceof ApiRequestError) return { key: `errors.${error.code}`, fallback: error.message };
  if (error instanceof NetworkError) return { key: 'errors.network' };
  return { key: 'errors.unknown' };
}

/** Translates a `Message` in the current language. */
export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation();
  const text = storedMessageT(t);
  // An unknown code without the server's text reads as an unknown error, never as a raw key.
  return (message) => text(message.key, { ...message.values, defaultValue: message.fallback || t('errors.unknown') });
}

/**
 * A form-level error (role="alert", read out at once) or success (role="status") banner.
 * Renders nothing without a message, so it can stay in place and be filled later.
 */
export function FormMessage({ message, kind = 'error', id }: { message: Message | null | undefined; kind?: 'error' | 'success'; id?: string }) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <p id={id} className={kind === 'error' ? 'form-error form-message' : 'form-success form-message'} role={kind === 'error' ? 'alert' : 'status'}>
      <Icon name={kind === 'error' ? 'alert' : 'check'} size={18} />
      <span>{text(message)}</span>
    </p>
  );
}
