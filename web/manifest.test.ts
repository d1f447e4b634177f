import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { webManifest, type ManifestLanguage } from './manifest.ts';

/**
 * The members the W3C specs define, each with the type of its value (a browser ignores a member
 * it does not know, or whose value has the wrong type, silently: nothing else would tell).
 * Web Application Manifest (https://www.w3.org/TR/appmanifest/), its Application Information
 * module (https://www.w3.org/TR/manifest-app-info/), Web Share Target
 * (https://w3c.github.io/web-share-target/) and the file handlers of the manifest incubations
 * (https://wicg.github.io/manifest-incubations/).
 */
type Check = (value: unknown, path: string) => string[];
const isString: Check = (v, p) => (typeof v === 'string' && v.length > 0 ? [] : [`${p}: not a non-empty string`]);
const oneOf =
  (...allowed: string[]): Check =>
  (v, p) =>
    typeof v === 'string' && allowed.includes(v) ? [] : [`${p}: ${String(v)} is not one of ${allowed.join(', ')}`];
const isColor: Check = (v, p) => (typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v) ? [] : [`${p}: not a colour`]);
const isUrl: Check = (v, p) => (typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') ? [] : [`${p}: not a same-origin URL`]);
const isSizes: Check = (v, p) => (typeof v === 'string' && /^(any|\d+x\d+)( \d+x\d+)*$/.test(v) ? [] : [`${p}: malformed sizes`]);
const isMime: Check = (v, p) => (typeof v === 'string' && /^[a-z]+\/[a-z0-9.+-]+$/.test(v) ? [] : [`${p}: not a MIME type`]);
const list =
  (item: Check): Check =>
  (v, p) =>
    Array.isArray(v) ? v.flatMap((x, i) => item(x, `${p}[${i}]`)) : [`${p}: not a list`];
const object =
  (members: Record<string, Check>, required: string[] = []): Check =>
  (v, p) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return [`${p}: not an object`];
    const record = v as Record<string, unknown>;
    return [
      ...Object.keys(record)
        .filter((k) => !(k in members))
        .map((k) => `${p}.${k}: unknown member`),
      ...required.filter((k) => !(k in record)).map((k) => `${p}.${k}: missing`),
      ...Object.entries(record).flatMap(([k, value]) => members[k]?.(value, `${p}.${k}`) ?? []),
    ];
  };
/** `file_handlers[].accept`: MIME type → file extensions. */
const fileAccept: Check = (v, p) =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
    ? Object.entries(v).flatMap(([mime, extensions]) => [
        ...isMime(mime, `${p} key ${mime}`),
        ...list((x, q) => (typeof x === 'string' && /^\.[a-z0-9]+$/.test(x) ? [] : [`${q}: not an extension`]))(extensions, `${p}.${mime}`),
      ])
    : [`${p}: not an object`];
const image = object({ src: isUrl, sizes: isSizes, type: isMime, purpose: oneOf('any', 'maskable', 'monochrome', 'any maskable') }, ['src']);

const MANIFEST = object({
  // Web Application Manifest
  background_color: isColor,
  dir: oneOf('ltr', 'rtl', 'auto'),
  display: oneOf('fullscreen', 'standalone', 'minimal-ui', 'browser'),
  icons: list(image),
  id: isUrl,
  lang: isString,
  name: isString,
  orientation: oneOf('any', 'natural', 'landscape', 'portrait', 'portrait-primary', 'portrait-secondary', 'landscape-primary', 'landscape-secondary'),
  scope: isUrl,
  short_name: isString,
  shortcuts: list(object({ name: isString, short_name: isString, description: isString, url: isUrl, icons: list(image) }, ['name', 'url'])),
  start_url: isUrl,
  theme_color: isColor,
  // Application Information
  categories: list(isString),
  description: isString,
  screenshots: list(object({ src: isUrl, sizes: isSizes, type: isMime, label: isString, form_factor: oneOf('narrow', 'wide'), platform: isString }, ['src'])),
  // Web Share Target
  share_target: object(
    {
      action: isUrl,
      method: oneOf('GET', 'POST'),
      enctype: oneOf('application/x-www-form-urlencoded', 'multipart/form-data'),
      params: object({ title: isString, text: isString, url: isString, files: list(object({ name: isString, accept: list(isString) }, ['name', 'accept'])) }),
    },
    ['action', 'params'],
  ),
  // Manifest incubations: file handling
  file_handlers: list(object({ action: isUrl, accept: fileAccept, icons: list(image) }, ['action', 'accept'])),
});

const languages: ManifestLanguage[] = ['fr', 'en'];
/** A path of public/ on disk (a string: happy-dom's URL is not Node's). */
const publicFile = (src: string) => `${fileURLToPath(import.meta.url).replace(/web\/manifest\.test\.ts$/, 'public')}${src}`;

describe('the web app manifests', () => {
  it.each(languages)('%s has only W3C members, each with the value type of its spec', (language) => {
    expect(MANIFEST(webManifest(language), 'manifest')).toEqual([]);
  });

  it('the check refuses an unknown member and a malformed value (it can fail)', () => {
    expect(MANIFEST({ ...webManifest('en'), translations: {} }, 'm')).toEqual(['m.translations: unknown member']);
    expect(MANIFEST({ ...webManifest('en'), display: 'window' }, 'm')).toEqual(['m.display: window is not one of fullscreen, standalone, minimal-ui, browser']);
    expect(MANIFEST({ ...webManifest('en'), screenshots: [{ src: '/a.webp', sizes: '390×844' }] }, 'm')).toEqual(['m.screenshots[0].sizes: malformed sizes']);
  });

  it.each(languages)('%s speaks its language and names one app', (language) => {
    const manifest = webManifest(language);
    expect(manifest.lang).toBe(language);
    expect(manifest.id).toBe(webManifest(language === 'fr' ? 'en' : 'fr').id);
    expect(manifest.shortcuts.map((s) => s.name)).toEqual(
      language === 'fr' ? ['Nouvelle publication', 'Enregistrer un podcast', 'Téléchargements', 'Mes collections'] : ['New post', 'Record a podcast', 'Downloads', 'My collections'],
    );
    for (const shortcut of manifest.shortcuts) expect(new URL(shortcut.url, 'https://x').searchParams.get('lang')).toBe(language);
  });

  it.each(languages)('%s: the richer install dialog gets a narrow and a wide screenshot of the right size, on disk', (language) => {
    const { screenshots, icons, shortcuts } = webManifest(language);
    expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      const file = publicFile(shot.src);
      expect(existsSync(file), shot.src).toBe(true);
      // RIFF....WEBPVP8: a WebP whose size is written in its header (VP8 / VP8L / VP8X).
      const bytes = readFileSync(file);
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(`${webpSize(bytes).width}x${webpSize(bytes).height}`).toBe(shot.sizes);
    }
    for (const icon of [...icons, ...shortcuts.flatMap((s) => s.icons)]) expect(existsSync(publicFile(icon.src)), icon.src).toBe(true);
  });
});

/** The width and height a WebP file declares. */
function webpSize(bytes: Buffer): { width: number; height: number } {
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}
