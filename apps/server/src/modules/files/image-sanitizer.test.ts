/**
 * Uploads are recognised by their bytes, checked for their dimensions before they are decoded,
 * and published re-encoded: the same format and pixels, no metadata; anything else (text, SVG,
 * corrupt files, decompression bombs) is refused.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngDeclaring, pngWithText } from '../../../test/png.ts';
import { detectImageKind, sanitizeImage } from './image-sanitizer.ts';

const bytes = (...parts: (number[] | string | Buffer)[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))));
const has = (b: Uint8Array, text: string) => Buffer.from(b).includes(Buffer.from(text, 'latin1'));
/** A real 8x6 image in `format`, with EXIF naming a place. */
const photo = (format: 'jpeg' | 'webp' | 'png') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .withExif({ IFD0: { ImageDescription: 'GPS 48.85N secret' } })
    .toFormat(format)
    .toBuffer();

describe('image sanitizer', () => {
  it.each(['jpeg', 'webp', 'png'] as const)(
    'Given a %s with EXIF naming a place, When it is sanitized, Then the same image comes back without the EXIF',
    async (format) => {
      const input = await photo(format);
      expect(has(input, 'secret')).toBe(true);

      const out = await sanitizeImage(input);

      expect(out.kind).toBe(format);
      expect(has(out.bytes, 'secret')).toBe(false);
      const meta = await sharp(out.bytes).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([format, 8, 6, undefined]);
      // The pixels are the picture that was uploaded (lossy formats within a few levels).
      const { data } = await sharp(out.bytes).raw().toBuffer({ resolveWithObject: true });
      expect(Math.abs(data[0]! - 200)).toBeLessThan(8);
    },
  );

  it('Given a PNG with a text chunk, When it is sanitized, Then the text is gone', async () => {
    const out = await sanitizeImage(pngWithText('my home address'));

    expect(out.kind).toBe('png');
    expect(has(out.bytes, 'home address')).toBe(false);
  });

  it('Given an animated GIF with a comment, When it is sanitized, Then every frame stays and the comment goes', async () => {
    const frames = Buffer.concat([Buffer.alloc(4 * 4 * 4, 255), Buffer.alloc(4 * 4 * 4, 0)]);
    const gif = await sharp(frames, { raw: { width: 4, height: 8, channels: 4, pageHeight: 4 } } as never)
      .gif({ loop: 0 })
      .toBuffer();
    const commented = bytes(gif.subarray(0, gif.length - 1), [0x21, 0xfe, 7], 'comment', [0, 0x3b]);

    const out = await sanitizeImage(commented);

    expect(out.kind).toBe('gif');
    expect(has(out.bytes, 'comment')).toBe(false);
    expect((await sharp(out.bytes, { animated: true }).metadata()).pages).toBe(2);
  });

  it('Given a PNG of a few dozen bytes declaring 50000 x 50000 pixels (a decompression bomb), When it is sanitized, Then it is refused before anything is decoded', async () => {
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBeLessThan(2000);

    await expect(sanitizeImage(bomb)).rejects.toMatchObject({ statusCode: 400, code: 'IMAGE_DIMENSIONS_TOO_LARGE' });
  });

  it('Given an image one pixel wider than 4096, When it is sanitized, Then it is refused for its dimensions', async () => {
    await expect(sanitizeImage(pngDeclaring(4097, 1))).rejects.toMatchObject({ code: 'IMAGE_DIMENSIONS_TOO_LARGE' });
  });

  it.each([
    ['plain text', bytes('hello, I am not an image'), 'Images must be PNG, JPEG, WebP or GIF'],
    [
      'an SVG',
      bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'SVG images are not accepted: use PNG, JPEG, WebP or GIF',
    ],
    ['a truncated PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'Images must be PNG, JPEG, WebP or GIF'],
    [
      'a PNG whose pixel data is corrupt',
      bytes(pngDeclaring(16, 16).subarray(0, 33), pngWithText('x').subarray(-12)),
      'Images must be PNG, JPEG, WebP or GIF',
    ],
    ['HTML named .png', bytes('<html><body>hi</body></html>'), 'Images must be PNG, JPEG, WebP or GIF'],
  ])('Given %s, When it is sanitized, Then it is refused', async (name, input, message) => {
    await expect(sanitizeImage(input)).rejects.toThrow(message);
    expect(detectImageKind(input) === null || name.includes('PNG')).toBe(true);
  });

  it('Given an image over the size limit, When it is checked, Then it is refused with 413 IMAGE_TOO_LARGE', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(sanitizeImage(big)).rejects.toMatchObject({ statusCode: 413, code: 'IMAGE_TOO_LARGE' });
  });
});
