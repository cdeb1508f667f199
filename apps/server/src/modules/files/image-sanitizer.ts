/**
 * Uploaded images are recognised by their bytes, never by name or declared type, checked for
 * their dimensions before anything is decoded (a few hundred bytes can declare 50000 x 50000
 * pixels: a decompression bomb), then decoded and re-encoded in the same format with sharp.
 * What is served is what was checked: pixels only, with no metadata (EXIF location, camera
 * serials, comments, ICC profiles) and nothing a crafted container could smuggle past a decoder.
 */
import { IMAGE_LIMITS } from '@toolkit/shared';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/errors.ts';

export type ImageKind = (typeof IMAGE_LIMITS.kinds)[number];

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

// Uploads are few and each image is used once: sharp's decoded-image cache would only hold memory.
sharp.cache(false);

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, len: number) => String.fromCharCode(...b.subarray(from, from + len));

export function detectImageKind(b: Uint8Array): ImageKind | null {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return 'gif';
  return null;
}

const looksLikeSvg = (b: Uint8Array) => /<svg[\s>]/i.test(new TextDecoder().decode(b.subarray(0, 4096)));

const unreadable = (cause: unknown) => new AppError('IMAGE_KIND_REFUSED', { cause });

/** Same format out as in; sharp writes no metadata unless asked to. JPEGs are turned upright first (their EXIF orientation goes). */
const ENCODE: Record<ImageKind, (image: Sharp) => Sharp> = {
  png: (image) => image.png(),
  jpeg: (image) => image.rotate().jpeg({ quality: 90 }),
  webp: (image) => image.webp({ quality: 90 }),
  gif: (image) => image.gif(),
};

/** Checks an upload and returns it re-encoded without metadata, or throws a coded 4xx. */
export async function sanitizeImage(bytes: Uint8Array): Promise<{ kind: ImageKind; bytes: Uint8Array }> {
  if (bytes.length > IMAGE_LIMITS.maxBytes) throw new AppError('IMAGE_TOO_LARGE', { context: { mb: IMAGE_LIMITS.maxBytes / 1024 / 1024 } });
  const kind = detectImageKind(bytes);
  if (!kind) throw new AppError(looksLikeSvg(bytes) ? 'IMAGE_SVG_REFUSED' : 'IMAGE_KIND_REFUSED');

  // Every frame of an animation; `failOn: 'error'` refuses truncated or corrupt data instead of guessing.
  const options = { animated: kind === 'gif' || kind === 'webp', failOn: 'error', limitInputPixels: IMAGE_LIMITS.maxPixels } as const;
  // The header only, nothing decoded yet: read whatever size it declares, so the answer can say why.
  const header = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch((e: unknown) => {
      throw unreadable(e);
    });
  const width = header.width ?? 0;
  const frameHeight = header.pageHeight ?? header.height ?? 0;
  const pixels = width * frameHeight * (header.pages ?? 1);
  if (width > IMAGE_LIMITS.maxSide || frameHeight > IMAGE_LIMITS.maxSide || pixels > IMAGE_LIMITS.maxPixels) {
    throw new AppError('IMAGE_DIMENSIONS_TOO_LARGE', { context: { side: IMAGE_LIMITS.maxSide, megapixels: IMAGE_LIMITS.maxPixels / 1024 / 1024 } });
  }
  if (pixels === 0) throw unreadable(new Error('no pixels'));
  try {
    return { kind, bytes: new Uint8Array(await ENCODE[kind](sharp(bytes, options)).toBuffer()) };
  } catch (e) {
    throw unreadable(e);
  }
}
