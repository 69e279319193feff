// What an uploaded file is, judged by its first bytes (its magic number) rather than its name or the type the
// browser declared: an HTML page named photo.png is not an image.

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** AVIF is an ISO-BMFF file whose leading ftyp box names the avif (still) or avis (sequence) brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(boxSize >>> 0, bytes.length, 256);
  // The major brand at 8, then compatible brands from 16, four bytes each (the minor version sits at 12).
  for (let offset = 8; offset + 4 <= end; offset += offset === 8 ? 8 : 4) {
    if (startsWith(bytes, ascii('avif'), offset) || startsWith(bytes, ascii('avis'), offset)) return true;
  }
  return false;
}

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}
