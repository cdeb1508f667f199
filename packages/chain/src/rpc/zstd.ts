/**
 * `base64+zstd` without a native zstd: a valid zstd frame made of raw (stored) blocks. Every zstd
 * decoder reads it; it is not smaller, but account data is small and this costs no dependency.
 */
export const ZSTD_MAX_BLOCK = 128 * 1024;

export function zstdCompress(data: Uint8Array): Buffer {
  const parts: Buffer[] = [];
  const header = Buffer.alloc(4 + 1 + 8);
  header.writeUInt32LE(0xfd2fb528, 0);
  header[4] = 0xe0; // 8-byte frame content size, single segment, no checksum, no dictionary
  header.writeBigUInt64LE(BigInt(data.length), 5);
  parts.push(header);
  let offset = 0;
  do {
    const size = Math.min(ZSTD_MAX_BLOCK, data.length - offset);
    const last = offset + size >= data.length ? 1 : 0;
    const blockHeader = Buffer.alloc(3);
    blockHeader.writeUIntLE((size << 3) | last, 0, 3);
    parts.push(blockHeader, Buffer.from(data.subarray(offset, offset + size)));
    offset += size;
  } while (offset < data.length);
  return Buffer.concat(parts);
}
