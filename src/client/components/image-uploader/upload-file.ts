import { ApiRequestError, apiRequest } from '@client/lib/api-client';
import { NO_UPLOAD_URL, UPLOAD_FAILED } from './upload-rules';

// The upload: POST /api/admin/objects/upload for a signed URL, then one PUT of the file to it. The PUT uses
// XMLHttpRequest because fetch() cannot report upload progress.

export type UploadTarget = { uploadURL: string; objectPath: string };

/** A failed upload; its message is fit for the 'Upload Failed' toast's description. */
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
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
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
        reject(new UploadError('The file is larger than the 10 MB limit.'));
      } else {
        reject(new UploadError(UPLOAD_FAILED));
      }
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_FAILED));
    xhr.ontimeout = () => reject(new UploadError(UPLOAD_FAILED));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Uploads one file; answers the objectPath to send as imagePath. */
export async function uploadFile(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  let target: UploadTarget | undefined;
  try {
    target = await requestUploadTarget();
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) {
      throw new UploadError('You are signed out. Please sign in again, then upload the image.');
    }
    throw new UploadError(UPLOAD_FAILED);
  }
  if (!target?.uploadURL || !target.objectPath) throw new UploadError(NO_UPLOAD_URL);
  await putFile(target.uploadURL, file, options);
  return target.objectPath;
}
