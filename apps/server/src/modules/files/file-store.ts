/**
 * Public files (token images and metadata JSON) in DATA_DIR/files, named by random ids so nobody
 * can guess or overwrite another token's files. Names are short on purpose: the metadata URL goes
 * into the token's on-chain uri, inside the 1232-byte creation transaction.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publicUrlOf, type Config } from '../../lib/config.ts';
import { IMAGE_CONTENT_TYPES, sanitizeImage, type ImageKind } from './image-sanitizer.ts';

export const EXTENSIONS: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };
export const FILE_CONTENT_TYPES: Record<string, string> = {
  png: IMAGE_CONTENT_TYPES.png,
  jpg: IMAGE_CONTENT_TYPES.jpeg,
  webp: IMAGE_CONTENT_TYPES.webp,
  gif: IMAGE_CONTENT_TYPES.gif,
  json: 'application/json; charset=utf-8',
};
/** What a stored file's name looks like; anything else is not ours (no path tricks possible). */
export const FILE_NAME = /^[A-Za-z0-9_-]{16}\.(png|jpg|webp|gif|json)$/;
export const FILES_ROUTE = '/api/files';

/** A metadata document as it is published. */
export const jsonBytes = (document: unknown) => new TextEncoder().encode(JSON.stringify(document, null, 2));

export interface StoredFile {
  name: string;
  url: string;
}

/** Where uploads live: a folder of the data folder. */
export const filesDirOf = (dataDir: string) => path.join(dataDir, 'files');

export function createFileStore(config: Config) {
  const dir = filesDirOf(config.dataDir);
  const urlOf = (name: string) => `${publicUrlOf(config)}${FILES_ROUTE}/${name}`;

  /** A new file's name and URL before it exists: a document can name its images, and a mint its document, before anything is written. */
  function reserve(ext: string): StoredFile {
    const name = `${randomBytes(12).toString('base64url')}.${ext}`;
    return { name, url: urlOf(name) };
  }

  async function write(file: StoredFile, bytes: Uint8Array): Promise<void> {
    await mkdir(dir, { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = path.join(dir, `.${file.name}.tmp`);
    await writeFile(tmp, bytes, { flag: 'wx' });
    await rename(tmp, path.join(dir, file.name));
  }

  return {
    urlOf,
    reserve,
    write,
    /** Checks the image by content, strips its metadata and stores it. */
    async putImage(bytes: Uint8Array): Promise<StoredFile> {
      const clean = await sanitizeImage(bytes);
      const file = reserve(EXTENSIONS[clean.kind]);
      await write(file, clean.bytes);
      return file;
    },
    async putJson(document: unknown): Promise<StoredFile> {
      const file = reserve('json');
      await write(file, jsonBytes(document));
      return file;
    },
    /** The bytes of a stored file, or null (unknown name, or not one of ours). */
    async get(name: string): Promise<Uint8Array | null> {
      if (!FILE_NAME.test(name)) return null;
      try {
        return await readFile(path.join(dir, name));
      } catch {
        return null;
      }
    },
    /** If `url` is one of our files, its name (so we read it from disk instead of over HTTP). */
    nameOf(url: string): string | null {
      const prefix = `${publicUrlOf(config)}${FILES_ROUTE}/`;
      if (!url.startsWith(prefix)) return null;
      const name = url.slice(prefix.length);
      return FILE_NAME.test(name) ? name : null;
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;
