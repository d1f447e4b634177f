import type { AppDeps } from '../app-env.ts';
import { ApiError } from '../http/errors.ts';
import { FILES_PER_UPLOAD_MAX, type StoredFile } from '../schemas/file.ts';
import { newId } from '../schemas/ids.ts';
import { commitUploads } from './commit.ts';
import { sanitizeFileName } from './file-name.ts';
import { multipartBoundary, parseMultipart, type PartSink } from './multipart.ts';
import { UploadSink, discardStaged, type StagedUpload } from './store.ts';

/** Parts other than files (`ids`, and fields we ignore) are small: this bounds them all together. */
const FIELDS_MAX_BYTES = 64 * 1024;
const PARTS_MAX = 50;
const HEX_ID = /^[0-9a-f]{32}$/;

const invalid = (code: string, message: string, fields: Record<string, string>) => new ApiError(422, code, message, fields);

function idsFor(staged: readonly StagedUpload[], ids: readonly string[]): string[] {
  if (ids.length === 0) return staged.map(() => newId());
  if (ids.length !== staged.length) throw invalid('invalid_input', 'Send one id per file, or none.', { ids: 'count' });
  if (!ids.every((id) => HEX_ID.test(id))) throw invalid('invalid_input', 'File ids are 32 lowercase hex digits.', { ids: 'invalid_id' });
  if (new Set(ids).size !== ids.length) throw invalid('invalid_input', 'File ids must differ.', { ids: 'duplicate' });
  return [...ids];
}

/**
 * `POST /api/files`: a multipart body with 1 to 5 `files` parts and an optional `ids` field (one
 * 32-hex id per file, repeated or separated by commas or spaces). Each file streams through its own
 * upload sink; a refused file, a 6th file or a taken id leaves none of the batch's new files behind.
 */
export async function receiveBatch(deps: AppDeps, ownerId: string, contentType: string | undefined, body: ReadableStream<Uint8Array> | null): Promise<StoredFile[]> {
  const boundary = multipartBoundary(contentType);
  if (!boundary) throw new ApiError(415, 'multipart_required', 'Send the files as multipart/form-data.');
  if (!body) throw invalid('no_files', 'Choose at least one file.', { files: 'required' });
  const staged: StagedUpload[] = [];
  const ids: string[] = [];
  let current: UploadSink | null = null;
  let files = 0;
  let parts = 0;
  let fieldBytes = 0;

  const fieldSink = (onValue: (text: string) => void): PartSink => {
    const chunks: Uint8Array[] = [];
    return {
      write: async (chunk) => {
        fieldBytes += chunk.length;
        if (fieldBytes > FIELDS_MAX_BYTES) throw new ApiError(413, 'payload_too_large', 'Form fields are limited to 64 KB in all.');
        chunks.push(chunk.slice());
      },
      end: async () => onValue(Buffer.concat(chunks).toString('utf8')),
    };
  };

  try {
    await parseMultipart(body, boundary, async (part) => {
      if (++parts > PARTS_MAX) throw invalid('too_many_parts', `A form may have at most ${PARTS_MAX} parts.`, { files: 'max_items' });
      if (part.name === 'files') {
        if (++files > FILES_PER_UPLOAD_MAX) {
          throw invalid('too_many_files', `Upload at most ${FILES_PER_UPLOAD_MAX} files at a time.`, { files: 'max_items' });
        }
        const sink = new UploadSink(deps.config.mediaDir, sanitizeFileName(part.filename), part.contentType);
        current = sink;
        return {
          write: (chunk) => sink.write(chunk),
          end: async () => {
            staged.push(await sink.finish());
            current = null;
          },
        };
      }
      if (part.name === 'ids') return fieldSink((text) => ids.push(...text.split(/[\s,]+/).filter(Boolean)));
      return fieldSink(() => undefined);
    });
    if (files === 0) throw invalid('no_files', 'Choose at least one file.', { files: 'required' });
    const uploads = idsFor(staged, ids).map((id, i) => ({ id, staged: staged[i]! }));
    return (await commitUploads(deps, ownerId, uploads)).map((result) => result.file);
  } catch (error) {
    await (current as UploadSink | null)?.abort();
    await discardStaged(staged);
    throw error;
  }
}
