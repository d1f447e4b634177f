/**
 * `MEDIA_STORE=s3://bucket[/prefix]`, read without the AWS SDK: the environment is checked by every
 * start and every API test, and the SDK (about a third of the API's import time) is loaded only when
 * a bucket is configured (api/server.ts, api/uploads/tus.ts).
 */

/** Where `MEDIA_STORE=s3://bucket[/prefix]` points. */
export interface S3Location {
  bucket: string;
  /** Prepended to every key (`prefix/`), or '' for the bucket's root. */
  prefix: string;
}

/** Reads `s3://bucket` or `s3://bucket/some/prefix`; null for anything else. */
export function parseS3Url(url: string): S3Location | null {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/([^?#]*))?$/.exec(url);
  if (!match) return null;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}
