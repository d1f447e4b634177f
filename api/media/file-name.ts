/** Longest file name kept; longer names are cut (the extension is kept when it is short). */
export const FILE_NAME_MAX_LENGTH = 120;
export const FALLBACK_FILE_NAME = 'file';

// C0/C1 controls, and bidirectional overrides that can make `evil.exe.jpg` read as something else.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

// Lone UTF-16 surrogates cannot be URI-encoded (encodeURIComponent throws) nor stored as UTF-8.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Header values reach us as Latin-1 (HTTP's ByteString). A client that sent a raw UTF-8 name instead
 * of URI-encoding it shows up as mojibake (`rÃ©sumÃ©`): decode those bytes as UTF-8 when they are.
 */
function fromRawHeader(raw: string): string {
  if (!/[\x80-\xff]/.test(raw) || /[\u0100-\uffff]/.test(raw)) return raw;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(raw, 'latin1'));
  } catch {
    return raw;
  }
}

function decodeUri(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A label from what the client sent (`X-File-Name`, URI-encoded, or a multipart filename), used only
 * in error messages ("photo.jpg is larger than…"): the last path segment only, no control
 * characters, no leading dots, at most 120 characters, `file` when nothing usable is left. Stored and
 * served names are the file id and the detected type's extension, never this.
 */
export function sanitizeFileName(raw: string | null | undefined, options: { uriEncoded?: boolean } = {}): string {
  if (!raw) return FALLBACK_FILE_NAME;
  const decoded = options.uriEncoded ? decodeUri(fromRawHeader(raw)) : raw;
  const base = decoded.split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(LONE_SURROGATE, '\ufffd').normalize('NFC').replace(UNSAFE_CHARACTERS, '').trim().replace(/^\.+/, '').trim();
  if (!cleaned) return FALLBACK_FILE_NAME;
  const chars = Array.from(cleaned);
  if (chars.length <= FILE_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return (
    Array.from(cleaned.slice(0, cleaned.length - extension.length))
      .slice(0, FILE_NAME_MAX_LENGTH - extension.length)
      .join('') + extension
  );
}

/**
 * `Content-Disposition: inline` with the name twice: an ASCII fallback with quotes and backslashes
 * replaced, and the exact name in RFC 8187 form (`filename*=UTF-8''…`).
 */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
