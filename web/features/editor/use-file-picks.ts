import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { FileKind } from '#api/schemas/file.ts';
import type { Message } from '#web/components/form-message.tsx';
import { keepPickedFile } from '#web/db/local-files.ts';
import { StorageFullError } from '#web/db/storage-full.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { pickFiles, type DroppedFile } from './model/file-rules.ts';
import { requestUpload } from '#web/sync/page-uploads.ts';

/**
 * Adds picked files of one kind: sorts them by the rules of `pickFiles` (the rest are reported in
 * `dropped`), keeps each on the device under a new id and starts its upload.
 */
export function useFilePicks(kind: FileKind) {
  const userId = useAtomValue(sessionAtom)?.user.id;
  const [dropped, setDropped] = useState<DroppedFile[]>([]);
  const [error, setError] = useState<Message | null>(null);

  const add = async (files: readonly File[], room: number): Promise<string[]> => {
    const { accepted, dropped: left } = pickFiles(files, kind, room);
    setDropped(left);
    setError(null);
    const ids: string[] = [];
    if (!userId) return ids;
    try {
      for (const file of accepted) {
        const id = await keepPickedFile(userId, file, file.name);
        requestUpload(id);
        ids.push(id);
      }
    } catch (e) {
      setError({ key: e instanceof StorageFullError ? 'upload.storageFull' : 'errors.unknown' });
    }
    return ids;
  };

  return { add, dropped, error, dismiss: () => setDropped([]) };
}
