import type { ImageContentType } from '../../../contract/file';

/** An image recognised by its content. */
export interface ImageInfo {
  contentType: ImageContentType;
  extension: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ascii(bytes: Buffer, start: number, length: number): string {
  return bytes.toString('latin1', start, start + length);
}

function png(bytes: Buffer): ImageInfo | null {
  // Signature, then the IHDR chunk first: length 13, "IHDR", width, height (big-endian).
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || ascii(bytes, 12, 4) !== 'IHDR')
    return null;
  return {
    contentType: 'image/png',
    extension: 'png',
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

// Start-of-frame markers carry the size: C0–CF except C4 (DHT), C8 (JPG) and CC (DAC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jpeg(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let pos = 2;
  while (pos + 9 < bytes.length) {
    if (bytes[pos] !== 0xff) return null;
    const marker = bytes[pos + 1]!;
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      pos += 2; // markers without a length
      continue;
    }
    if (isStartOfFrame(marker)) {
      return {
        contentType: 'image/jpeg',
        extension: 'jpg',
        width: bytes.readUInt16BE(pos + 7),
        height: bytes.readUInt16BE(pos + 5),
      };
    }
    pos += 2 + bytes.readUInt16BE(pos + 2);
  }
  return null;
}

function webp(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return null;
  const info = (width: number, height: number): ImageInfo => ({
    contentType: 'image/webp',
    extension: 'webp',
    width,
    height,
  });
  switch (ascii(bytes, 12, 4)) {
    case 'VP8 ': // lossy: key frame start code 9D 01 2A, then 14-bit sizes
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
      return info(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
    case 'VP8L': {
      // lossless: signature 0x2F, then 14-bit (size − 1) fields
      if (bytes[20] !== 0x2f) return null;
      const bits = bytes.readUInt32LE(21);
      return info((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
    }
    case 'VP8X': // extended: 24-bit (canvas size − 1)
      return info(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
    default:
      return null;
  }
}

/**
 * The image type and pixel size read from the bytes themselves (magic numbers), whatever the
 * file is called or claims to be. Only PNG, JPEG and WebP are recognised: SVG (which can carry
 * script), GIF, HTML and anything else answer null.
 */
export function inspectImage(bytes: Buffer): ImageInfo | null {
  const found = png(bytes) ?? jpeg(bytes) ?? webp(bytes);
  return found && found.width > 0 && found.height > 0 ? found : null;
}
