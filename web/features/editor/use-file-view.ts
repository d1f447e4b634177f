import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { StoredFile } from '#api/schemas/file.ts';
import { localFile } from '#web/db/local-files.ts';

/** What the editor shows of a file the form names. */
export interface FileView {
  id: string;
  name: string;
  mime: string;
  size: number;
  /** An object URL for a file on this device, or the served path of one on the server. */
  url: string | null;
  /** Picked on this device (not yet known to be on the server). */
  local: boolean;
  uploaded: boolean;
}

/** An object URL for `blob` while the component shows it, revoked afterwards. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * A file of the form by id: a picked file kept in Dexie (previewed from its Blob), or a file already
 * on the server (`remote`, when editing a published article). Undefined while loading; null when
 * the device has no trace of it.
 */
export function useFileView(id: string, remote: Record<string, StoredFile>): FileView | null | undefined {
  const row = useLiveQuery(() => localFile(id), [id], 'loading' as const);
  const url = useObjectUrl(row && row !== 'loading' ? row.blob : undefined);
  if (row === 'loading') return undefined;
  if (row) return { id, name: row.name, mime: row.mime, size: row.blob.size, url, local: true, uploaded: Boolean(row.uploaded) };
  const file = remote[id];
  if (file) return { id, name: file.name, mime: file.mime, size: file.size, url: file.path, local: false, uploaded: true };
  return null;
}
