/** What an upload request answered: a status and its JSON body, or `network` when it never arrived. */
export type UploadAnswer = { kind: 'answer'; status: number; body: unknown } | { kind: 'network' };

export interface UploadRequest {
  path: string;
  blob: Blob;
  headers: Record<string, string>;
  onProgress: (loaded: number, total: number) => void;
  /** Aborting ends the upload as if the network dropped. */
  signal?: AbortSignal;
}

/** Sends one upload; replaceable in tests. */
export type UploadTransport = (request: UploadRequest) => Promise<UploadAnswer>;

/**
 * `PUT` with XMLHttpRequest: unlike fetch, it reports how much of the body was sent, which the
 * editor shows as a progress bar per file.
 */
export const xhrTransport: UploadTransport = ({ path, blob, headers, onProgress, signal }) =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.open('PUT', path);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : blob.size);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ kind: 'answer', status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ kind: 'network' });
    xhr.onabort = () => resolve({ kind: 'network' });
    xhr.ontimeout = () => resolve({ kind: 'network' });
    xhr.send(blob);
  });
