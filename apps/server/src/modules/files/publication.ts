/**
 * The files one request publishes (a token's images and its metadata document). Each is checked
 * and named at once, since the document names its images and the mint names the document, but
 * nothing reaches the disk until `publish`: a request calls it only once everything that can
 * refuse it (fields, images, the wallet's funds) has passed, and `publish` first counts the bytes
 * against the user's daily allowance. A refused request stores nothing.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { EXTENSIONS, jsonBytes, type StoredFile } from './file-store.ts';
import { sanitizeImage } from './image-sanitizer.ts';
import { reserveUploadBytes } from './upload-quota.ts';

export interface Publication {
  /** Checks the image by content and strips it; `field` names it if the upload is refused. */
  image(field: string, bytes: Uint8Array): Promise<StoredFile>;
  json(document: unknown): StoredFile;
  /** Counts the bytes against the user's allowance, then writes every file. */
  publish(userId: string): Promise<void>;
}

export function createPublication(app: FastifyInstance): Publication {
  const pending: { file: StoredFile; bytes: Uint8Array }[] = [];
  const fields: string[] = [];
  return {
    async image(field, bytes) {
      const clean = await sanitizeImage(bytes);
      const file = app.files.reserve(EXTENSIONS[clean.kind]);
      pending.push({ file, bytes: clean.bytes });
      fields.push(field);
      return file;
    },
    json(document) {
      const file = app.files.reserve('json');
      pending.push({ file, bytes: jsonBytes(document) });
      return file;
    },
    async publish(userId) {
      const total = pending.reduce((sum, p) => sum + p.bytes.length, 0);
      const within = await reserveUploadBytes(app, userId, total);
      if (!within) {
        const mb = Math.round((app.config.uploadQuotaBytesPerDay / 1024 / 1024) * 10) / 10;
        throw new AppError('UPLOAD_QUOTA_EXCEEDED', { context: { mb }, ...(fields[0] ? { field: fields[0] } : {}) });
      }
      for (const { file, bytes } of pending) await app.files.write(file, bytes);
    },
  };
}
