/**
 * Publishing a file that must survive a crash whole or not at all (snapshots, the history
 * index): the caller writes and fsyncs a temporary file; committing renames it into place and
 * fsyncs the directory (so the rename itself is durable), then drops the older versions.
 */
import { rmSync } from 'node:fs';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';

export interface PendingFile {
  commit(): Promise<void>;
  discard(): Promise<void>;
}

export function pendingFile(dir: string, temporary: string, final: string, olderPaths: () => string[]): PendingFile {
  return {
    async commit() {
      await rename(temporary, final);
      const handle = await open(dir, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      for (const older of olderPaths()) if (older !== final) rmSync(older, { force: true });
    },
    discard: () => rm(temporary, { force: true }),
  };
}

/** A write that failed half way: close the handle and remove the temporary file. */
export async function abandonTemporary(file: FileHandle, temporary: string): Promise<void> {
  await file.close().catch(() => {});
  await rm(temporary, { force: true });
}
