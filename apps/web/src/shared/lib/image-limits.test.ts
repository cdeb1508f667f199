import { describe, expect, test } from 'vitest';
import { errorMessage, TEXTS } from '@toolkit/shared';
import { solidPng } from '../../../../server/test/png.ts';
import { imageRefusal } from './image-limits.ts';
import { imageSizeOfBytes } from './image-size.ts';

/** A PNG header declaring `width` x `height` (what a decompression bomb looks like before decoding). */
const pngHeader = (width: number, height: number) => {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
};

/** A GIF of `frames` 1 x 1 frames, each declared `w` x `h` on its logical screen. */
const gif = (w: number, h: number, frames: number) => {
  const head = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, w & 255, w >> 8, h & 255, h >> 8, 0, 0, 0];
  const frame = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0];
  return new Uint8Array([...head, ...Array.from({ length: frames }, () => frame).flat(), 0x3b]);
};

describe('image limits checked when a file is picked', () => {
  test('Given a 10 MB file, when picked, then it is refused for its size before anything is read', async () => {
    const big = new Blob([pngHeader(100, 100), new Uint8Array(10 * 1024 * 1024)], { type: 'image/png' });
    expect(await imageRefusal(big)).toBe(errorMessage('IMAGE_TOO_LARGE', { mb: 2 }));
  });

  test('Given a small PNG declaring 5000 x 10 pixels, when picked, then it is refused for its size in pixels', async () => {
    expect(await imageRefusal(new Blob([pngHeader(5000, 10)]))).toBe(errorMessage('IMAGE_DIMENSIONS_TOO_LARGE', { side: 4096, megapixels: 16 }));
  });

  test('Given a GIF of 4000 x 4000 with 2 frames (32 megapixels), when picked, then it is refused; with 1 frame it passes', async () => {
    expect(imageSizeOfBytes(gif(4000, 4000, 2))).toEqual({ width: 4000, height: 4000, frames: 2 });
    expect(await imageRefusal(new Blob([gif(4000, 4000, 2)]))).toBe(errorMessage('IMAGE_DIMENSIONS_TOO_LARGE', { side: 4096, megapixels: 16 }));
    expect(await imageRefusal(new Blob([gif(4000, 4000, 1)]))).toBeNull();
  });

  test('Given a real 512 x 512 PNG, when picked, then it passes; a text file is no image', async () => {
    const png = solidPng(512, [10, 20, 30, 255]);
    expect(imageSizeOfBytes(new Uint8Array(png))).toEqual({ width: 512, height: 512, frames: 1 });
    expect(await imageRefusal(new Blob([new Uint8Array(png)]))).toBeNull();
    expect(await imageRefusal(new Blob(['not a picture']))).toBe(TEXTS.dropValidImage);
  });
});
