/**
 * Dates as the pages show them ("12 mars 2025", "12 Mar 2025"), written without `Intl`: a page's
 * first `Intl.DateTimeFormat` (or `toLocaleDateString`) loads the locale's ICU data, 30–60 ms of
 * main thread on a phone, inside the render that adopts the server's page (issue #11). The output
 * is what `fr-FR` and `en-GB` give with `day: 'numeric'`, `month` and `year: 'numeric'`
 * (format-date.test.ts holds them side by side), in the device's time zone as before.
 */

const MONTHS: Record<'fr' | 'en', Record<'long' | 'short', readonly string[]>> = {
  fr: {
    long: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    short: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  },
  en: {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  },
};

export interface DayFormat {
  /** The month's full name or its abbreviation. */
  month: 'long' | 'short';
  /** Whether the year follows (default true). */
  year?: boolean;
}

/**
 * The day of `date` (an ISO string or a Date) in `language` ('en' is English, anything else
 * French, as the interface): day, month, then year. An invalid date gives an empty string.
 */
export function formatDay(date: string | Date, language: string, format: DayFormat): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  const month = MONTHS[language === 'en' ? 'en' : 'fr'][format.month][value.getMonth()]!;
  const day = `${value.getDate()} ${month}`;
  return format.year === false ? day : `${day} ${value.getFullYear()}`;
}
