/**
 * Renders the manifest shortcuts' icons (public/icons/shortcut-*.png, 96×96: the size Chromium
 * asks for) from the app's own line icons (web/components/icon.tsx), white on the theme colour.
 * Run after changing one: `npx tsx tests/utils/make-shortcut-icons.ts` (outputs are committed).
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { SHORTCUT_ICONS } from '#web/manifest.ts';

// The icon's path data, read from the component's source (its table is not exported: the page needs no more).
const iconSource = readFileSync(new URL('../../web/components/icon.tsx', import.meta.url), 'utf8');
const pathOf = (name: string) => {
  const d = new RegExp(`^  ${name}: '([^']+)'`, 'm').exec(iconSource)?.[1];
  if (!d) throw new Error(`No icon named ${name} in web/components/icon.tsx`);
  return d;
};

const SIZE = 96;
for (const [file, icon] of Object.entries(SHORTCUT_ICONS)) {
  // The glyph (24×24, stroke 2) drawn at 2.5× inside the maskable safe zone of a full-bleed square.
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" rx="20" fill="#0f5257"/>` +
    `<g transform="translate(18 18) scale(2.5)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${pathOf(icon)}"/></g></svg>`;
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(`../../public/icons/${file}`, import.meta.url).pathname);
}
