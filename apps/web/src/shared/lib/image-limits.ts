/**
 * The server's image limits, checked when a file is picked: a 10 MB photo or a 20,000-pixel-wide
 * banner is refused at once, with the server's own words, instead of after its upload.
 */
import { errorMessage, IMAGE_LIMITS, TEXTS } from '@toolkit/shared';
import { imageKindOfBytes } from './image-content.ts';
import { imageSizeOfBytes } from './image-size.ts';

const MB = IMAGE_LIMITS.maxBytes / 1024 / 1024;
const MEGAPIXELS = IMAGE_LIMITS.maxPixels / 1024 / 1024;

/** The limits as a picker states them under itself. */
export const IMAGE_LIMITS_ADVICE = TEXTS.imageLimits(MB, IMAGE_LIMITS.maxSide, MEGAPIXELS);

/** Why the server would refuse this file, or null. */
export async function imageRefusal(file: Blob): Promise<string | null> {
  if (file.size > IMAGE_LIMITS.maxBytes) return errorMessage('IMAGE_TOO_LARGE', { mb: MB });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!imageKindOfBytes(bytes)) return TEXTS.dropValidImage;
  const size = imageSizeOfBytes(bytes);
  // A header that does not say its size plainly is left to the server, which decodes it.
  if (!size) return null;
  const { width, height, frames } = size;
  if (width > IMAGE_LIMITS.maxSide || height > IMAGE_LIMITS.maxSide || width * height * frames > IMAGE_LIMITS.maxPixels) {
    return errorMessage('IMAGE_DIMENSIONS_TOO_LARGE', { side: IMAGE_LIMITS.maxSide, megapixels: MEGAPIXELS });
  }
  return null;
}
