/**
 * Snapshots of the LiteSVM state, named after the ledger offset they include
 * (`snapshot-<offset>.bin`). A snapshot is written to a temporary file, made durable, and renamed
 * only once the ledger is durable up to its offset, so a snapshot never holds state the ledger
 * could lose in a crash. Older snapshots are removed after a newer one is in place.
 */
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadSvm, type Svm } from './svm.js';

const NAME = /^snapshot-(\d+)\.bin$/;

export class SnapshotStore {
  constructor(private readonly dir: string) {}

  private list(): Array<{ offset: number; path: string }> {
    return readdirSync(this.dir)
      .map((name) => ({ match: NAME.exec(name), name }))
      .filter((entry) => entry.match)
      .map((entry) => ({ offset: Number(entry.match![1]), path: join(this.dir, entry.name) }))
      .sort((a, b) => b.offset - a.offset);
  }

  /** The newest loadable snapshot, or null on a fresh chain. */
  loadLatest(warn: (msg: string) => void): { svm: Svm; offset: number } | null {
    for (const entry of this.list()) {
      try {
        return { svm: loadSvm(entry.path), offset: entry.offset };
      } catch (error) {
        warn(`chain: snapshot ${entry.path} is unreadable (${String(error)}); trying an older one`);
      }
    }
    return null;
  }

  /** Writes the state now; `commit` installs it once the ledger is durable up to `offset`. */
  write(svm: Svm, offset: number): { commit(): void } {
    const temporary = join(this.dir, `snapshot-${offset}.tmp`);
    svm.saveToFile(temporary);
    const fd = openSync(temporary, 'r');
    fsyncSync(fd);
    closeSync(fd);
    return {
      commit: () => {
        renameSync(temporary, join(this.dir, `snapshot-${offset}.bin`));
        const dirFd = openSync(this.dir, 'r');
        fsyncSync(dirFd);
        closeSync(dirFd);
        for (const older of this.list().slice(1)) rmSync(older.path, { force: true });
      },
    };
  }
}
