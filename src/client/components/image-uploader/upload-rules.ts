import type { Translate } from '@client/lib/i18n/i18n-context';
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

/** The spec's toast descriptions ('Failed to upload image. Please try again.'), in the admin's language. */
export const uploadFailed = (t: Translate) => t('admin.uploader.uploadFailedReason');

const MB = 1024 * 1024;

export type Refusal = { file: File; reason: string };

export function formatBytes(bytes: number, t: Translate): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return t('admin.uploader.bytes', { count: bytes });
}

/** Why a file cannot be sent, or null if it may be. */
export function refusalReason(file: File, t: Translate): string | null {
  if (file.size > MAX_UPLOAD_BYTES) {
    return t('admin.uploader.tooLarge', { name: file.name, size: formatBytes(file.size, t) });
  }
  // An empty type means the browser could not tell (the server will); anything else must be an image we take.
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return t('admin.uploader.notAnImage', { name: file.name });
  }
  return null;
}

/** Splits a pick or drop into files to send (at most maxFiles, in order) and files refused with a reason. */
export function checkSelection(
  files: readonly File[],
  maxFiles: number,
  t: Translate,
): { accepted: File[]; refused: Refusal[] } {
  const accepted: File[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    const reason = refusalReason(file, t);
    if (reason) refused.push({ file, reason });
    else if (accepted.length >= maxFiles) {
      refused.push({
        file,
        reason:
          maxFiles === 1 ? t('admin.uploader.onlyOne') : t('admin.uploader.tooMany', { count: maxFiles }),
      });
    } else accepted.push(file);
  }
  return { accepted, refused };
}
