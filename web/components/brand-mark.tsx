/**
 * The app's logo (public/favicon.svg), drawn inline: as an `<img>` the SVG is a document of its
 * own, which a phone builds on the main thread while it lays out the first view (~60 ms at 4×
 * slower CPU, issue #11). Decorative: the link around it is named.
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg className="brand-mark" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f5257" />
      <circle cx="44" cy="20" r="8" fill="#e9a23b" />
      <path d="M32 54V34M20 54h24" stroke="#fbf7f0" strokeWidth="4" strokeLinecap="round" />
      <path d="M14 30c4-8 12-10 18-6 6-4 14-2 18 6-6 2-12 1-18-2-6 3-12 4-18 2z" fill="#fbf7f0" />
    </svg>
  );
}
