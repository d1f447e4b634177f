import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import type { StoredFile } from '#api/schemas/file.ts';

/** One upload the scripted tus server received: its file id, name and type (from Upload-Metadata). */
export interface ScriptedUpload {
  fileId: string;
  name: string;
  mime: string;
  size: number;
}

const decode = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [key, value = ''] = pair.trim().split(' ');
        return [key!, Buffer.from(value, 'base64').toString('utf8')];
      }),
  );

const response = (status: number, headers: Record<string, string> = {}, body = ''): HttpResponse => ({
  getStatus: () => status,
  getHeader: (name) => Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1],
  getBody: () => body,
  getUnderlyingObject: () => null,
});

/**
 * An in-memory tus server under the page's uploader, for component tests: each PATCH reports half
 * its bytes and then waits for `finishAll` (or fails while `online` is false); `finish` answers the
 * File `answer` makes.
 */
export function scriptedTusStack(answer: (upload: ScriptedUpload) => StoredFile) {
  const sent: ScriptedUpload[] = [];
  const uploads = new Map<string, ScriptedUpload & { offset: number }>();
  const pending: (() => void)[] = [];
  /**
   * `cutAfter`: PATCHes accepted before the network drops (then `online` turns false); only those of
   * the file named `cutName` count when it is set (an earlier test's held upload may send here too).
   */
  const state: { online: boolean; hold: boolean; cutAfter: number | null; cutName: string | null; refuse: { status: number; body: unknown } | null } = {
    online: true,
    hold: true,
    cutAfter: null,
    cutName: null,
    refuse: null,
  };
  const patches: number[] = [];
  /** Each PATCH with the file it belongs to (a test's own file, apart from any left over by an earlier test). */
  const patchLog: { fileId: string; offset: number }[] = [];
  const stack: HttpStack = {
    getName: () => 'scripted',
    createRequest(method: string, url: string): HttpRequest {
      const headers: Record<string, string> = {};
      let progress: (bytes: number) => void = () => undefined;
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => void (headers[name] = value),
        getHeader: (name) => headers[name],
        setProgressHandler: (handler) => void (progress = handler),
        abort: async () => undefined,
        getUnderlyingObject: () => null,
        async send(body: Blob | null) {
          const path = new URL(url, 'http://localhost').pathname;
          const id = path.split('/')[3] ?? '';
          if (method === 'POST' && path === '/api/uploads') {
            const meta = decode(headers['Upload-Metadata']);
            const key = String(uploads.size + 1).padStart(32, '0');
            const upload = { fileId: meta.fileId!, name: meta.filename!, mime: meta.filetype!, size: Number(headers['Upload-Length']), offset: 0 };
            uploads.set(key, upload);
            sent.push(upload);
            return response(201, { Location: `/api/uploads/${key}` });
          }
          const upload = uploads.get(id);
          if (!upload) return response(404);
          if (method === 'HEAD') return response(200, { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.size) });
          if (method === 'POST') return response(201, { 'Content-Type': 'application/json' }, JSON.stringify(answer(upload)));
          const size = body?.size ?? 0;
          if (state.refuse) return response(state.refuse.status, { 'Content-Type': 'application/json' }, JSON.stringify(state.refuse.body));
          patches.push(Number(headers['Upload-Offset']));
          patchLog.push({ fileId: upload.fileId, offset: Number(headers['Upload-Offset']) });
          progress(size / 2);
          if (state.cutAfter !== null && (state.cutName === null || state.cutName === upload.name) && state.cutAfter-- <= 0) {
            state.online = false;
            state.cutAfter = null;
          }
          if (!state.online) throw new Error('offline');
          if (state.hold) await new Promise<void>((resolve) => pending.push(resolve));
          progress(size);
          upload.offset += size;
          return response(204, { 'Upload-Offset': String(upload.offset) });
        },
      };
    },
  };
  return { stack, sent, state, patches, patchLog, finishAll: () => pending.splice(0).forEach((resolve) => resolve()) };
}
