/**
 * Uploads are recognised by their bytes and published without metadata: EXIF/XMP/comments go,
 * the pixels stay byte for byte; anything else (text, SVG, truncated files) is refused.
 */
import { describe, expect, it } from 'vitest';
import { detectImageKind, sanitizeImage } from './image-sanitizer.ts';

const bytes = (...parts: (number[] | string | Buffer)[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))));
const has = (b: Uint8Array, text: string) => Buffer.from(b).includes(Buffer.from(text, 'latin1'));
const u16 = (n: number) => [n >> 8, n & 0xff];
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >> 24) & 0xff];

describe('image sanitizer', () => {
  it('Given a JPEG with EXIF (APP1) and a comment, when it is sanitized, then those are dropped and JFIF, tables and the scan kept', () => {
    // Given a JPEG with JFIF, an EXIF block holding a GPS position, a comment, a table and scan data
    const exif = 'Exif\0\0GPS 48.85N';
    const jpeg = bytes(
      [0xff, 0xd8],
      [0xff, 0xe0, ...u16(16)],
      'JFIF\0',
      [1, 1, 0, 0, 1, 0, 1, 0, 0],
      [0xff, 0xe1, ...u16(exif.length + 2)],
      exif,
      [0xff, 0xfe, ...u16(9)],
      'secret!',
      [0xff, 0xdb, ...u16(4), 0, 1],
      [0xff, 0xda, ...u16(4), 1, 2],
      [9, 8, 7],
      [0xff, 0xd9],
    );
    // When it is sanitized
    const out = sanitizeImage(jpeg);
    // Then it is still a JPEG, without the EXIF and the comment, with everything else intact
    expect(out.kind).toBe('jpeg');
    expect(has(out.bytes, 'GPS')).toBe(false);
    expect(has(out.bytes, 'secret')).toBe(false);
    expect(has(out.bytes, 'JFIF')).toBe(true);
    expect(Buffer.from(out.bytes).subarray(-7)).toEqual(Buffer.from([0x01, 0x02, 9, 8, 7, 0xff, 0xd9]));
  });

  it('Given a WebP with EXIF and XMP chunks, when it is sanitized, then the chunks are dropped and their flags cleared', () => {
    const chunk = (type: string, data: string) => bytes(type, le32(data.length), data, data.length % 2 ? [0] : []);
    const vp8x = bytes('VP8X', le32(10), [0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const body = Buffer.concat([vp8x, chunk('VP8 ', 'pixels'), chunk('EXIF', 'GPS here'), chunk('XMP ', '<x:xmpmeta>')]);
    const webp = bytes('RIFF', le32(body.length + 4), 'WEBP', body);
    const out = sanitizeImage(webp);
    expect(out.kind).toBe('webp');
    expect(has(out.bytes, 'GPS')).toBe(false);
    expect(has(out.bytes, 'xmpmeta')).toBe(false);
    expect(out.bytes[20]! & 0x0c).toBe(0);
    // The RIFF size matches what is left
    expect(Buffer.from(out.bytes).readUInt32LE(4)).toBe(out.bytes.length - 8);
  });

  it('Given a GIF with a comment and unknown application blocks, when it is sanitized, then they are dropped and the animation loop kept', () => {
    const gif = bytes(
      'GIF89a',
      [1, 0, 1, 0, 0x80, 0, 0],
      [0, 0, 0, 255, 255, 255],
      [0x21, 0xff, 11],
      'NETSCAPE2.0',
      [3, 1, 0, 0, 0],
      [0x21, 0xfe, 7],
      'comment',
      [0],
      [0x21, 0xff, 11],
      'XMP DataXMP',
      [4],
      'xmp!',
      [0],
      [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0],
      [2, 2, 0x4c, 0x01, 0],
      [0x3b],
    );
    const out = sanitizeImage(gif);
    expect(out.kind).toBe('gif');
    expect(has(out.bytes, 'comment')).toBe(false);
    expect(has(out.bytes, 'xmp!')).toBe(false);
    expect(has(out.bytes, 'NETSCAPE2.0')).toBe(true);
    expect(out.bytes.at(-1)).toBe(0x3b);
  });

  it.each([
    ['plain text', bytes('hello, I am not an image'), 'Images must be PNG, JPEG, WebP or GIF'],
    [
      'an SVG',
      bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'SVG images are not accepted: use PNG, JPEG, WebP or GIF',
    ],
    ['a truncated PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'Images must be PNG, JPEG, WebP or GIF'],
    ['HTML named .png', bytes('<html><body>hi</body></html>'), 'Images must be PNG, JPEG, WebP or GIF'],
  ])('refuses %s', (_, input, message) => {
    expect(() => sanitizeImage(input)).toThrow(message);
    expect(detectImageKind(input) === null || _ === 'a truncated PNG').toBe(true);
  });

  it('Given an image over the size limit, when it is checked, then it is refused with 413 IMAGE_TOO_LARGE', () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(() => sanitizeImage(big)).toThrow(expect.objectContaining({ statusCode: 413, code: 'IMAGE_TOO_LARGE' }));
  });
});
