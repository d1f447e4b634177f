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
import { FileIdParamSchema } from '../schemas/file.ts';

/**
 * Uploads (api.md, "Files and media"). Bodies stream to disk with per-kind limits (app.ts leaves
 * `/api/files` out of the JSON body limit); the type comes from the bytes, never the name.
 */
export const filesRoutes = new Hono<AppEnv>()
  .post('/', requireUser, async (c) => {
    const items = await receiveBatch(c.var.deps, c.var.user.id, c.req.header('Content-Type'), requestBody(c));
    return c.json({ items }, 201);
  })
  .put('/:id', requireUser, valid('param', FileIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { deps, user } = c.var;
    // Another owner's id is refused before reading a byte; the same owner's is compared by hash.
    const existing = await findFileRow(deps.db, id);
    if (existing && existing.owner_id !== user.id) throw new ApiError(409, 'file_id_taken', `File id ${id} already holds another file.`, { id: 'taken' });
    const name = sanitizeFileName(c.req.header('X-File-Name'), { uriEncoded: true });
    const staged = await stageStream(requestBody(c), new UploadSink(deps.config.mediaDir, name, c.req.header('Content-Type') ?? null));
    const [result] = await commitUploads(deps, user.id, [{ id, staged }]);
    return c.json(result!.file, result!.created ? 201 : 200);
  })
  // The waveform of an audio file, made the first time it is asked for. Public like the file
  // itself (/media/…); a file's bytes never change, so neither does its waveform.
  .get('/:id/peaks', valid('param', FileIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { deps } = c.var;
    const row = await findFileRow(deps.db, id);
    if (!row) throw new ApiError(404, 'file_not_found', `No file ${id}.`);
    if (row.kind !== 'audio') throw new ApiError(404, 'not_audio', `File ${id} is not audio: it has no waveform.`);
    const peaks = storedPeaks(row) ?? (await peaksOf(deps.db, mediaStoreOf(deps), row));
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.json({ peaks });
  });
