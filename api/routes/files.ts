import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../auth/middleware.ts';
import { ApiError } from '../http/errors.ts';
import { requestBody } from '../http/request-body.ts';
import { valid } from '../http/validate.ts';
import { commitUploads } from '../media/commit.ts';
import { mediaStoreOf } from '../media/media-store.ts';
import { peaksOf, storedPeaks } from '../media/peaks.ts';
import { sanitizeFileName } from '../media/file-name.ts';
import { receiveBatch } from '../media/receive-batch.ts';
import { UploadSink, stageStream } from '../media/store.ts';
import { findFileRow } from '../repositories/files.ts';
import { FileBatchSchema, FileIdParamSchema, FileSchema, PeaksSchema, type Peaks } from '../schemas/file.ts';
import { route } from '../openapi/describe.ts';

/**
 * Uploads (api.md, "Files and media"). Bodies stream to disk with per-kind limits (app.ts leaves
 * `/api/files` out of the JSON body limit); the type comes from the bytes, never the name.
 */
export const filesRoutes = new Hono<AppEnv>()
  .post(
    '/',
    route({
      tag: 'Files',
      summary: 'Upload 1 to 5 files (multipart/form-data, field `files`, optional `ids`)',
      description: 'The type comes from the bytes: images JPEG/PNG/WebP ≤ 2 MB, audio ≤ 10 MB, video ≤ 30 MB.',
      body: { type: 'multipart/form-data', description: 'Field `files` (1 to 5 files); optional field `ids`, one 32-hex id per file.' },
      answers: { 201: { description: '`{ items: File[] }`.', schema: FileBatchSchema } },
      errors: [
        [400, 'malformed_multipart'],
        [400, 'upload_interrupted'],
        [409, 'file_id_taken'],
        [413, 'file_too_large'],
        [413, 'payload_too_large'],
        [415, 'multipart_required'],
        [415, 'unsupported_media_type'],
        [415, 'unreadable_media'],
        [422, 'invalid_input'],
        [422, 'no_files'],
        [422, 'too_many_files'],
        [422, 'too_many_parts'],
        [422, 'empty_file'],
      ],
    }),
    requireUser,
    async (c) => {
      const items = await receiveBatch(c.var.deps, c.var.user.id, c.req.header('Content-Type'), requestBody(c));
      return c.json({ items }, 201);
    },
  )
  .put(
    '/:id',
    route({
      tag: 'Files',
      summary: 'Upload one file under an id chosen by the client (raw bytes, `X-File-Name`)',
      body: { type: 'application/octet-stream', description: 'The raw bytes; `Content-Type` of the file, `X-File-Name` URI-encoded.' },
      answers: { 200: { description: 'That id already holds the same bytes.', schema: FileSchema }, 201: { description: 'File.', schema: FileSchema } },
      errors: [
        [400, 'upload_interrupted'],
        [409, 'file_id_taken'],
        [413, 'file_too_large'],
        [415, 'unsupported_media_type'],
        [415, 'unreadable_media'],
        [422, 'empty_file'],
      ],
    }),
    requireUser,
    valid('param', FileIdParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { deps, user } = c.var;
      // Another owner's id is refused before reading a byte; the same owner's is compared by hash.
      const existing = await findFileRow(deps.db, id);
      if (existing && existing.owner_id !== user.id) throw new ApiError(409, 'file_id_taken', `File id ${id} already holds another file.`, { id: 'taken' });
      const name = sanitizeFileName(c.req.header('X-File-Name'), { uriEncoded: true });
      const staged = await stageStream(requestBody(c), new UploadSink(deps.config.mediaDir, name, c.req.header('Content-Type') ?? null));
      const [result] = await commitUploads(deps, user.id, [{ id, staged }]);
      return c.json(result!.file, result!.created ? 201 : 200);
    },
  )
  // The waveform of an audio file, made the first time it is asked for. Public like the file
  // itself (/media/…); a file's bytes never change, so neither does its waveform.
  .get(
    '/:id/peaks',
    route({
      tag: 'Files',
      summary: 'The waveform of an audio file',
      answers: { 200: { description: '`{ peaks }`, cached for a year.', schema: PeaksSchema } },
      errors: [
        [404, 'file_not_found'],
        [404, 'not_audio'],
      ],
    }),
    valid('param', FileIdParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { deps } = c.var;
      const row = await findFileRow(deps.db, id);
      if (!row) throw new ApiError(404, 'file_not_found', `No file ${id}.`);
      if (row.kind !== 'audio') throw new ApiError(404, 'not_audio', `File ${id} is not audio: it has no waveform.`);
      const peaks = storedPeaks(row) ?? (await peaksOf(deps.db, mediaStoreOf(deps), row));
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      return c.json({ peaks } satisfies Peaks, 200);
    },
  );
