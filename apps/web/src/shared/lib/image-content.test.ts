import { describe, expect, test } from 'vitest';
import { imageKindOf, imageKindOfBytes } from './image-content.ts';

describe('an upload checked by its content', () => {
  test('Given the first bytes of a PNG, a JPEG, a GIF and a WebP, when read, then each is named', () => {
    expect(imageKindOfBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(imageKindOfBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(imageKindOfBytes(new TextEncoder().encode('GIF89a'))).toBe('gif');
    expect(imageKindOfBytes(new TextEncoder().encode('RIFF\0\0\0\0WEBP'))).toBe('webp');
  });

  test('Given a text file named logo.png with an image type, when read, then it is not an image', async () => {
    const fake = new File(['hello, not a picture'], 'logo.png', { type: 'image/png' });
    expect(await imageKindOf(fake)).toBeNull();
  });
});
