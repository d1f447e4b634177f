import { createHash } from 'node:crypto';

const SPECIAL = /[&<>"']/;

/** Text or attribute value escaped for XML (the five predefined entities). */
export function esc(text: string): string {
  // Most texts have nothing to escape: a test is much cheaper than five replacements (feed bench).
  if (!SPECIAL.test(text)) return text;
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');
}

/**
 * What XML 1.0 cannot carry even escaped: control characters (pasted into a text by accident),
 * U+FFFE/U+FFFF and lone surrogates. Without the `u` flag the scan is a fast UTF-16 one.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const INVALID_ALL = new RegExp(INVALID.source, 'g');

export function clean(text: string): string {
  return INVALID.test(text) ? text.replace(INVALID_ALL, '') : text;
}

/** A CDATA section; a `]]>` inside the text is split across two sections. */
export function cdata(text: string): string {
  return `<![CDATA[${clean(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** `<name attrs>escaped text</name>`, or nothing for an empty value. */
export function el(name: string, text: string | null | undefined, attrs: Record<string, string | number | null | undefined> = {}): string {
  if (text === null || text === undefined || text === '') return '';
  return `<${name}${attributes(attrs)}>${esc(clean(text))}</${name}>`;
}

export function attributes(attrs: Record<string, string | number | null | undefined>): string {
  let out = '';
  for (const [key, value] of Object.entries(attrs)) if (value !== null && value !== undefined && value !== '') out += ` ${key}="${esc(clean(String(value)))}"`;
  return out;
}

/** The plain text of an article (paragraphs separated by blank lines) as HTML paragraphs. */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${esc(p).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

/** RFC 822 date of RSS 2.0 (`Sun, 22 Nov 2026 18:00:00 GMT`). */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

/** Podcast namespace's `podcast:guid` namespace (podcastindex-org/podcast-namespace, guid.md). */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** UUIDv5 (RFC 9562, SHA-1 name-based) of `name` in `namespace`. */
export function uuidV5(name: string, namespace: string): string {
  const ns = Buffer.from(namespace.replaceAll('-', ''), 'hex');
  const bytes = createHash('sha1')
    .update(Buffer.concat([ns, Buffer.from(name, 'utf8')]))
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The channel's `podcast:guid`: UUIDv5 of the feed URL without its scheme and trailing slashes, as
 * the Podcasting 2.0 spec says, so any app computes the same id from the URL.
 */
export function podcastGuid(feedUrl: string): string {
  return uuidV5(feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, ''), PODCAST_GUID_NAMESPACE);
}
