import { open } from 'node:fs/promises';

/**
 * Random access to a file's bytes, so the duration readers can look at a header at the start and a
 * box or page near the end without loading a 30 MB file into memory.
 */
export interface ByteSource {
  size: number;
  /** Up to `length` bytes from `offset` (fewer at the end of the file). */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** Runs `use` with a source over the file at `filePath`, closing the file afterwards. */
export async function withFileSource<T>(filePath: string, use: (source: ByteSource) => Promise<T>): Promise<T> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    return await use({
      size,
      read: async (offset, length) => {
        const start = Math.max(0, offset);
        const count = Math.max(0, Math.min(length, size - start));
        const buffer = new Uint8Array(count);
        const { bytesRead } = await handle.read(buffer, 0, count, start);
        return buffer.subarray(0, bytesRead);
      },
    });
  } finally {
    await handle.close();
  }
}
