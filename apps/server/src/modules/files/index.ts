export { fileRoutes } from './routes.ts';
export { default as filesPlugin } from './plugin.ts';
export { createFileStore, filesDirOf, FILE_NAME, type FileStore, type StoredFile } from './file-store.ts';
export { createPublication, type Publication } from './publication.ts';
export { forgetUploadsBefore, UPLOAD_WINDOW_MS } from './upload-quota.ts';
export { sanitizeImage, detectImageKind, type ImageKind } from './image-sanitizer.ts';
