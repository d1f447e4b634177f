import { ApiError, TransportError } from '../http/errors.ts';

/** One part's headers: its field name, the file name if it is a file, and its declared type. */
export interface PartInfo {
  name: string;
  filename: string | null;
  contentType: string | null;
}

/** Where a part's bytes go, chunk by chunk; `end` is called once the closing boundary is seen. */
export interface PartSink {
  write(chunk: Uint8Array): Promise<void>;
  end(): Promise<void>;
}

const HEADER_BLOCK_MAX_BYTES = 16 * 1024;
const PREAMBLE_MAX_BYTES = 64 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const malformed = (detail: string) => new ApiError(400, 'malformed_multipart', `Malformed multipart body: ${detail}.`);
const utf8 = new TextDecoder('utf-8');

/** The boundary of a `multipart/form-data` Content-Type (RFC 2046: 1 to 70 characters), or null. */
export function multipartBoundary(contentType: string | null | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType);
  return match ? (match[1] ?? match[2])! : null;
}

function parseParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  const re = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (let m = re.exec(value); m; m = re.exec(value)) {
    params.set(m[1]!.toLowerCase(), m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3]!.trim());
  }
  return params;
}

function extendedFilename(value: string | undefined): string | null {
  const match = value ? /^utf-8'[^']*'(.*)$/i.exec(value) : null;
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

function parsePartHeaders(block: Uint8Array): PartInfo {
  let disposition: string | null = null;
  let contentType: string | null = null;
  for (const line of utf8.decode(block).split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw malformed('a part header has no name');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    else if (name === 'content-type') contentType = value;
  }
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) throw malformed('a part has no form-data Content-Disposition');
  const params = parseParams(disposition);
  const name = params.get('name');
  if (name === undefined) throw malformed('a part has no field name');
  // Browsers write `"`, CR and LF in a file name as %22, %0D and %0A (WHATWG form-data encoding).
  const plain = params.get('filename')?.replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const filename = extendedFilename(params.get('filename*')) ?? plain ?? null;
  return { name, filename, contentType };
}

/**
 * Streams a `multipart/form-data` body (RFC 7578) part by part into the sinks `onPart` returns,
 * holding in memory only the current chunk and a boundary's length of look-behind. Errors thrown by
 * `onPart` or a sink stop the parse and propagate; malformed bodies are `400 malformed_multipart`.
 */
export async function parseMultipart(body: ReadableStream<Uint8Array>, boundary: string, onPart: (part: PartInfo) => Promise<PartSink>): Promise<void> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // Starting with CRLF lets the first boundary (at the very start of the body) match the delimiter.
  let buffer: Buffer = Buffer.from(CRLF);
  type State = 'preamble' | 'boundary' | 'headers' | 'body' | 'end';
  // `as State`: `step` changes it, which the compiler's narrowing in this function cannot see.
  let state = 'preamble' as State;
  let sink: PartSink | null = null;
  let skipped = 0;

  const step = async (): Promise<boolean> => {
    switch (state) {
      case 'preamble': {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          const keep = Math.min(buffer.length, delimiter.length - 1);
          skipped += buffer.length - keep;
          if (skipped > PREAMBLE_MAX_BYTES) throw malformed('no boundary found');
          buffer = buffer.subarray(buffer.length - keep);
          return false;
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = 'boundary';
        return true;
      }
      case 'boundary': {
        if (buffer.length < 2) return false;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = 'end';
          return false;
        }
        const lineEnd = buffer.indexOf(CRLF);
        if (lineEnd < 0) {
          if (buffer.length > 256) throw malformed('a boundary line does not end');
          return false;
        }
        // RFC 2046 allows linear white space after a boundary, nothing else.
        if (!/^[ \t]*$/.test(buffer.subarray(0, lineEnd).toString('latin1'))) throw malformed('text after a boundary');
        buffer = buffer.subarray(lineEnd + 2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const empty = buffer.length >= 2 && buffer[0] === 0x0d && buffer[1] === 0x0a;
        const at = empty ? 0 : buffer.indexOf(HEADER_END);
        if (at < 0) {
          if (buffer.length > HEADER_BLOCK_MAX_BYTES) throw malformed('part headers are too long');
          return false;
        }
        if (empty) throw malformed('a part has no headers');
        sink = await onPart(parsePartHeaders(buffer.subarray(0, at)));
        buffer = buffer.subarray(at + HEADER_END.length);
        state = 'body';
        return true;
      }
      case 'body': {
        const at = buffer.indexOf(delimiter);
        if (at >= 0) {
          if (at > 0) await sink!.write(buffer.subarray(0, at));
          await sink!.end();
          sink = null;
          buffer = buffer.subarray(at + delimiter.length);
          state = 'boundary';
          return true;
        }
        // Everything but a possible partial delimiter at the end belongs to the part.
        const safe = buffer.length - (delimiter.length - 1);
        if (safe > 0) {
          await sink!.write(buffer.subarray(0, safe));
          buffer = buffer.subarray(safe);
        }
        return false;
      }
      case 'end':
        return false;
    }
  };

  const reader = body.getReader();
  try {
    for (;;) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch {
        throw new TransportError();
      }
      if (result.done) break;
      const chunk = Buffer.from(result.value.buffer, result.value.byteOffset, result.value.length);
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      while (await step());
      // The epilogue after the closing boundary carries nothing: stop reading there.
      if (state === 'end') break;
    }
    if (state !== 'end') throw malformed('the body ends before the closing boundary');
    await reader.cancel().catch(() => undefined);
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}
