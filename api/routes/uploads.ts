import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../auth/middleware.ts';
import { ApiError } from '../http/errors.ts';
import { valid } from '../http/validate.ts';
import { FileIdParamSchema, FileSchema } from '../schemas/file.ts';
import { route, type Answer, type RouteError } from '../openapi/describe.ts';
import { finishUpload } from '../uploads/finish.ts';
import { requestUsers, uploadsOf } from '../uploads/tus.ts';
import { deleteUpload } from '../repositories/uploads.ts';

/** What a creation can refuse (api/uploads/tus.ts, onUploadCreate), beyond every call's. */
const TUS_CREATE_ERRORS: RouteError[] = [
  [409, 'file_id_taken'],
  [413, 'file_too_large'],
  [422, 'invalid_input'],
  [422, 'empty_file'],
];

/** A protocol call: signed in, the upload's creator only (others see 404), tus's own refusals. */
function tusRoute(summary: string, answers: Record<number, Answer>, errors: RouteError[] = []) {
  return route({
    tag: 'Uploads',
    summary,
    signedIn: true,
    answers,
    errors: [[401, 'unauthorized'], [404, 'upload_not_found'], [400, 'upload_refused'], [409, 'upload_refused'], ...errors],
  });
}

/**
 * Resumable uploads (README, "Resumable uploads"): the tus 1.0 protocol (creation, termination,
 * expiration) served by @tus/server, then `POST /:id/finish` to turn a complete upload into a File.
 */
export const uploadsRoutes = new Hono<AppEnv>()
  .post(
    '/:id/finish',
    route({
      tag: 'Uploads',
      summary: 'Turn a complete resumable upload into a File',
      description: 'Finishing again answers the same File; nothing is done twice.',
      answers: {
        200: { description: 'Already finished: its File.', schema: FileSchema },
        201: { description: 'File.', schema: FileSchema },
      },
      errors: [
        [404, 'upload_not_found'],
        [409, 'upload_incomplete'],
        [409, 'file_id_taken'],
        [410, 'upload_gone'],
        [413, 'file_too_large'],
        [415, 'unsupported_media_type'],
        [415, 'unreadable_media'],
        [503, 'upload_finishing'],
      ],
    }),
    requireUser,
    valid('param', FileIdParamSchema),
    async (c) => {
      const { file, created } = await finishUpload(c.var.deps, c.var.user.id, c.req.valid('param').id);
      return c.json(file, created ? 201 : 200);
    },
  )
  // The tus 1.0 protocol (https://tus.io/protocols/resumable-upload), one entry per method for the
  // reference. Hono routes HEAD as GET: `GET /:id` below hands HEAD to the protocol too.
  .on(
    'POST',
    ['/', '/:id'],
    tusRoute(
      'Create an upload (tus creation: Upload-Length, Upload-Metadata with fileId, filename, filetype)',
      { 201: { description: 'Created; Location names the upload.', noBody: true } },
      TUS_CREATE_ERRORS,
    ),
    (c) => tus(c),
  )
  .on('PATCH', ['/', '/:id'], tusRoute('Send the next bytes of an upload (tus: Upload-Offset)', { 204: 'Stored; Upload-Offset says how far.' }), (c) => tus(c))
  .on('DELETE', ['/', '/:id'], tusRoute('Abandon an upload (tus termination)', { 204: 'Abandoned.' }), (c) => tus(c))
  .on('OPTIONS', ['/', '/:id'], tusRoute('The tus versions and extensions served', { 204: 'Tus-Version, Tus-Extension, Tus-Max-Size.' }), (c) => tus(c))
  .get(
    '/:id',
    tusRoute('HEAD: how many bytes an upload holds (tus: Upload-Offset). GET answers 405', { 200: { description: 'HEAD: Upload-Offset and Upload-Length.', noBody: true } }, [
      [405, 'method_not_allowed'],
    ]),
    (c) =>
      c.req.method === 'HEAD'
        ? tus(c)
        : c.json(
            {
              error: {
                code: 'method_not_allowed',
                message: 'Uploads are not read back; finished ones are served under /media.',
              },
            },
            405,
          ),
  );

/** Hands a request to the tus server, with the signed-in user the hooks check. */
async function tus(c: Context<AppEnv>): Promise<Response> {
  const { deps, user } = c.var;
  const request = c.req.raw;
  requestUsers.set(request, user?.id ?? null);
  let res: Response;
  try {
    res = await (await uploadsOf(deps)).server.handleWeb(request);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error('[uploads]', error);
    throw new ApiError(400, 'upload_refused', 'The upload request could not be read.');
  }
  if (c.req.method === 'DELETE' && res.status === 204) await deleteUpload(deps.db, c.req.param('id') ?? '');
  // The protocol's errors carry the API's JSON error body (see onResponseError).
  if (res.status >= 400 && !res.headers.get('Content-Type')) {
    const headers = new Headers(res.headers);
    headers.set('Content-Type', 'application/json');
    return new Response(res.body, { status: res.status, headers });
  }
  return res;
}
