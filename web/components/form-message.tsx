import { useTranslation } from 'react-i18next';
import { ApiRequestError, NetworkError } from '../lib/api-client.ts';
import { Icon } from './icon.tsx';

/**
 * A message to show in a form: an i18n key with its values, and the text to show when the key has
 * no translation (the server's own message for an error code the app does not know).
 */
export interface Message {
  key: string;
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
  return (message) => t(message.key, { ...message.values, defaultValue: message.fallback ?? message.key });
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
