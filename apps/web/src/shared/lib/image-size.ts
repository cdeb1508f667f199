/**
 * An image's size from its header, without decoding it (a few bytes can declare billions of
 * pixels): width and height of one frame, and the frames of a GIF. Lets a picker refuse what the
 * server would refuse before anything is uploaded. Formats as in image-content.ts.
 */
import { imageKindOfBytes } from './image-content.ts';

export interface ImageSize {
  width: number;
  height: number;
  /** Frames counted where the format makes it cheap (GIF); 1 otherwise (the server counts the rest). */
  frames: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;

function jpegSize(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    // Start-of-frame markers carry the size; C4 (tables), C8 (reserved) and CC (arithmetic) do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7), frames: 1 };
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

/** Image descriptors of a GIF, walking its blocks (extensions and image data are sub-block chains). */
function gifFrames(b: Uint8Array): number {
  const skipSubBlocks = (i: number) => {
    while (i < b.length && b[i] !== 0) i += b[i]! + 1;
    return i + 1;
  };
  let i = 13 + (b[10]! & 0x80 ? 3 * 2 ** ((b[10]! & 7) + 1) : 0);
  let frames = 0;
  while (i < b.length) {
    const block = b[i]!;
    if (block === 0x2c) {
      frames++;
      const flags = b[i + 9]!;
      i += 10 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
      i = skipSubBlocks(i + 1); // the LZW code size, then the data
    } else if (block === 0x21) i = skipSubBlocks(i + 2);
    else break; // 0x3b ends the file; anything else is damage the server will name
  }
  return Math.max(frames, 1);
}

function webpSize(b: Uint8Array): ImageSize | null {
  const chunk = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1, frames: 1 };
  if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff, frames: 1 };
  if (chunk === 'VP8L') {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, frames: 1 };
  }
  return null;
}

export function imageSizeOfBytes(b: Uint8Array): ImageSize | null {
  switch (imageKindOfBytes(b)) {
    case 'png':
      return b.length >= 24 ? { width: u32be(b, 16), height: u32be(b, 20), frames: 1 } : null;
    case 'gif':
      return b.length >= 13 ? { width: u16le(b, 6), height: u16le(b, 8), frames: gifFrames(b) } : null;
    case 'jpeg':
      return jpegSize(b);
    case 'webp':
      return b.length >= 30 ? webpSize(b) : null;
    default:
      return null;
  }
}
