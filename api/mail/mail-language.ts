/** Languages mail is written in (spec §1: the interface is en and fr). */
export type MailLanguage = 'en' | 'fr';

/**
 * The language of a new account: the one the form sends, else the first of en/fr in the browser's
 * `Accept-Language` (by q-value), else French, the product's default (spec §4).
 */
export function pickLanguage(explicit: MailLanguage | undefined, acceptLanguage: string | undefined): MailLanguage {
  if (explicit) return explicit;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => entry.primary === 'en' || entry.primary === 'fr');
  return (found?.primary as MailLanguage | undefined) ?? 'fr';
}

/** A stored `users.language` as a mail language (anything unexpected falls back to French). */
export const asMailLanguage = (language: string): MailLanguage => (language === 'en' ? 'en' : 'fr');
