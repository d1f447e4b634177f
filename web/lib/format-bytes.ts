const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A byte count for people, in the page's language: "2 MB", "740 kB", "1.5 GB" in English,
 * "2 Mo", "740 ko", "1,5 Go" in French. Steps of 1024, as the limits are set (`IMAGE_MAX_BYTES` is
 * 2 × 1024 × 1024 and the spec calls it "2 MB"), so a limit and the size of a file measured against
 * it read alike; the same formatter serves the editor, the uploads and the downloads (issue #26).
 */
export function formatBytes(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}
