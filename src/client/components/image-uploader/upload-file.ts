import { ApiRequestError, apiRequest } from '@client/lib/api-client';
import type { Translate } from '@client/lib/i18n/i18n-context';
import { uploadFailed } from './upload-rules';

// The upload: POST /api/admin/objects/upload for a signed URL, then one PUT of the file to it. The PUT uses
// XMLHttpRequest because fetch() cannot report upload progress.

export type UploadTarget = { uploadURL: string; objectPath: string };

/** A failed upload; its message (in the admin's language) is fit for the 'Upload Failed' toast's description. */
export class UploadError extends Error {
  override name = 'UploadError';
}

export function requestUploadTarget(): Promise<UploadTarget> {
  return apiRequest<UploadTarget>('POST', '/api/admin/objects/upload');
}

/** PUTs the file to a signed URL, reporting progress from 0 to 1; rejects with an UploadError. */
export function putFile(
  url: string,
  file: Blob,
  { onProgress, signal, t }: { onProgress?: (fraction: number) => void; signal?: AbortSignal; t: Translate },
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    // No cookies or custom headers: the URL's signature is the permission (and S3 would need CORS for more).
    if (file.type) xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else if (xhr.status === 413) {
        reject(new UploadError(t('admin.uploader.fileTooLarge')));
      } else {
        reject(new UploadError(uploadFailed(t)));
      }
    };
    xhr.onerror = () => reject(new UploadError(uploadFailed(t)));
    xhr.ontimeout = () => reject(new UploadError(uploadFailed(t)));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Uploads one file; answers the objectPath to send as imagePath. */
export async function uploadFile(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal; t: Translate },
): Promise<string> {
  const { t } = options;
  let target: UploadTarget | undefined;
  try {
    target = await requestUploadTarget();
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) {
      throw new UploadError(t('admin.uploader.signedOut'));
    }
    throw new UploadError(uploadFailed(t));
  }
  if (!target?.uploadURL || !target.objectPath) throw new UploadError(t('admin.uploader.noUploadUrl'));
  await putFile(target.uploadURL, file, options);
  return target.objectPath;
}
