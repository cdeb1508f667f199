/**
 * What an uploaded file is by its bytes, not its name or claimed type: a renamed text
 * file is refused in the browser before it is sent. The same four formats the server accepts.
 */
export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);

export function imageKindOfBytes(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export async function imageKindOf(file: Blob): Promise<ImageKind | null> {
  return imageKindOfBytes(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
}
