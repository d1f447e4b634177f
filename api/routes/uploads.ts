import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { requireUser } from "../auth/middleware.ts";
import { ApiError } from "../http/errors.ts";
import { valid } from "../http/validate.ts";
import { FileIdParamSchema } from "../schemas/file.ts";
import { finishUpload } from "../uploads/finish.ts";
import { requestUsers, uploadsOf } from "../uploads/tus.ts";
import { deleteUpload } from "../repositories/uploads.ts";

/**
 * Resumable uploads (README, "Resumable uploads"): the tus 1.0 protocol (creation, termination,
 * expiration) served by @tus/server, then `POST /:id/finish` to turn a complete upload into a File.
 */
export const uploadsRoutes = new Hono<AppEnv>()
  .post(
    "/:id/finish",
    requireUser,
    valid("param", FileIdParamSchema),
    async (c) => {
      const { file, created } = await finishUpload(
        c.var.deps,
        c.var.user.id,
        c.req.valid("param").id,
      );
      return c.json(file, created ? 201 : 200);
    },
  )
  // Hono routes HEAD as GET: `GET /:id` below hands HEAD to the protocol too.
  .on(["POST", "PATCH", "DELETE", "OPTIONS"], ["/", "/:id"], (c) => tus(c))
  .get("/:id", (c) =>
    c.req.method === "HEAD"
      ? tus(c)
      : c.json(
          {
            error: {
              code: "method_not_allowed",
              message:
                "Uploads are not read back; finished ones are served under /media.",
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
    res = await uploadsOf(deps).server.handleWeb(request);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error("[uploads]", error);
    throw new ApiError(
      400,
      "upload_refused",
      "The upload request could not be read.",
    );
  }
  if (c.req.method === "DELETE" && res.status === 204)
    await deleteUpload(deps.db, c.req.param("id") ?? "");
  // The protocol's errors carry the API's JSON error body (see onResponseError).
  if (res.status >= 400 && !res.headers.get("Content-Type")) {
    const headers = new Headers(res.headers);
    headers.set("Content-Type", "application/json");
    return new Response(res.body, { status: res.status, headers });
  }
  return res;
}
