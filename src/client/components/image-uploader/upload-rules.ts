import { MAX_UPLOAD_BYTES } from '@shared/constants';

// What the uploader accepts before sending anything; the server checks again, by the bytes.

/** The types the server accepts; also the file picker's filter. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** The spec's toast descriptions. */
export const UPLOAD_FAILED = 'Failed to upload image. Please try again.';
export const NO_UPLOAD_URL = 'Could not retrieve uploaded file URL.';

const MB = 1024 * 1024;

export type Refusal = { file: File; reason: string };

export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Why a file cannot be sent, or null if it may be. */
export function refusalReason(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) {
    return `"${file.name}" is ${formatBytes(file.size)}, larger than the 10 MB limit.`;
  }
  // An empty type means the browser could not tell (the server will); anything else must be an image we take.
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a JPEG, PNG, WebP, GIF or AVIF image.`;
  }
  return null;
}

/** Splits a pick or drop into files to send (at most maxFiles, in order) and files refused with a reason. */
export function checkSelection(
  files: readonly File[],
  maxFiles: number,
): { accepted: File[]; refused: Refusal[] } {
  const accepted: File[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    const reason = refusalReason(file);
    if (reason) refused.push({ file, reason });
    else if (accepted.length >= maxFiles) {
      refused.push({
        file,
        reason:
          maxFiles === 1
            ? 'Only one image can be chosen here.'
            : `Only ${maxFiles} images can be uploaded at once.`,
      });
    } else accepted.push(file);
  }
  return { accepted, refused };
}
