/**
 * Uploaded images are recognised by their bytes, never by name or declared type, and published
 * without their metadata (EXIF location, camera serials, editor comments). Stripping is done by
 * walking each format's container and dropping the metadata blocks: pixels are not re-encoded, so
 * no image library (and none of its decoder attack surface) is needed.
 */
import { IMAGE_LIMITS } from '@toolkit/shared';
import { AppError } from '../../lib/errors.ts';

export type ImageKind = (typeof IMAGE_LIMITS.kinds)[number];

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

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

const bad = () => new AppError('IMAGE_KIND_REFUSED');

/** PNG: keep the chunks needed to draw the image; drop text, EXIF, time and unknown ancillary chunks. */
const PNG_KEEP = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs', 'acTL', 'fcTL', 'fdAT']);
function stripPng(b: Uint8Array): Uint8Array {
  const out: Uint8Array[] = [b.subarray(0, 8)];
  let p = 8;
  let ended = false;
  while (p + 12 <= b.length) {
    const len = new DataView(b.buffer, b.byteOffset + p).getUint32(0);
    const type = ascii(b, p + 4, 4);
    const end = p + 12 + len;
    if (end > b.length) throw bad();
    if (PNG_KEEP.has(type)) out.push(b.subarray(p, end));
    p = end;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended) throw bad();
  return concat(out);
}

/** JPEG: drop APP1..APP15 (EXIF, XMP, Photoshop IRB...) except APP2 ICC and APP14 Adobe, and comments. */
function stripJpeg(b: Uint8Array): Uint8Array {
  const out: Uint8Array[] = [b.subarray(0, 2)];
  let p = 2;
  while (p + 4 <= b.length) {
    if (b[p] !== 0xff) throw bad();
    const marker = b[p + 1]!;
    if (marker === 0xff) {
      p += 1; // fill byte
      continue;
    }
    if (marker === 0xda) {
      // Start of scan: entropy-coded data to the end, copied as is.
      out.push(b.subarray(p));
      return concat(out);
    }
    const len = (b[p + 2]! << 8) | b[p + 3]!;
    const end = p + 2 + len;
    if (len < 2 || end > b.length) throw bad();
    const isApp = marker >= 0xe1 && marker <= 0xef;
    const keepApp = marker === 0xe2 ? ascii(b, p + 4, 11) === 'ICC_PROFILE' : marker === 0xee;
    if (!(isApp && !keepApp) && marker !== 0xfe) out.push(b.subarray(p, end));
    p = end;
  }
  throw bad();
}

/** WebP: drop the EXIF and XMP chunks and clear their flags in VP8X. */
function stripWebp(b: Uint8Array): Uint8Array {
  const chunks: Uint8Array[] = [];
  let p = 12;
  while (p + 8 <= b.length) {
    const type = ascii(b, p, 4);
    const len = new DataView(b.buffer, b.byteOffset + p + 4).getUint32(0, true);
    const end = p + 8 + len + (len & 1);
    if (p + 8 + len > b.length) throw bad();
    if (type !== 'EXIF' && type !== 'XMP ') {
      const chunk = b.slice(p, Math.min(end, b.length));
      if (type === 'VP8X') chunk[8] = chunk[8]! & ~0x0c; // EXIF (0x08) and XMP (0x04) flags
      chunks.push(chunk);
    }
    p = end;
  }
  if (chunks.length === 0) throw bad();
  const body = concat(chunks);
  const header = new Uint8Array(12);
  header.set(b.subarray(0, 4));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(b.subarray(8, 12), 8);
  return concat([header, body]);
}

/** GIF: drop comment and application extensions except the animation loop (NETSCAPE2.0). */
function stripGif(b: Uint8Array): Uint8Array {
  const out: Uint8Array[] = [];
  let p = 13;
  const flags = b[10]!;
  if (flags & 0x80) p += 3 * (1 << ((flags & 0x07) + 1));
  if (p > b.length) throw bad();
  out.push(b.subarray(0, p));
  const subBlocksEnd = (q: number) => {
    while (q < b.length && b[q] !== 0) q += b[q]! + 1;
    if (q >= b.length) throw bad();
    return q + 1;
  };
  while (p < b.length) {
    const block = b[p]!;
    if (block === 0x3b) {
      out.push(b.subarray(p, p + 1));
      return concat(out);
    }
    if (block === 0x21) {
      const label = b[p + 1]!;
      const end = subBlocksEnd(p + 2);
      const keep = label === 0xf9 || label === 0x01 || (label === 0xff && ascii(b, p + 3, 11) === 'NETSCAPE2.0');
      if (keep) out.push(b.subarray(p, end));
      p = end;
    } else if (block === 0x2c) {
      let q = p + 10;
      const f = b[p + 9]!;
      if (f & 0x80) q += 3 * (1 << ((f & 0x07) + 1));
      const end = subBlocksEnd(q + 1); // LZW minimum code size, then the data sub-blocks
      out.push(b.subarray(p, end));
      p = end;
    } else {
      throw bad();
    }
  }
  throw bad();
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, x) => n + x.length, 0));
  let o = 0;
  for (const x of parts) {
    out.set(x, o);
    o += x.length;
  }
  return out;
}

/** Checks an upload and returns its bytes without metadata, or throws a coded 4xx. */
export function sanitizeImage(bytes: Uint8Array): { kind: ImageKind; bytes: Uint8Array } {
  if (bytes.length > IMAGE_LIMITS.maxBytes) throw new AppError('IMAGE_TOO_LARGE', { context: { mb: IMAGE_LIMITS.maxBytes / 1024 / 1024 } });
  const kind = detectImageKind(bytes);
  if (!kind) throw new AppError(looksLikeSvg(bytes) ? 'IMAGE_SVG_REFUSED' : 'IMAGE_KIND_REFUSED');
  const strip = { png: stripPng, jpeg: stripJpeg, webp: stripWebp, gif: stripGif }[kind];
  return { kind, bytes: strip(bytes) };
}
