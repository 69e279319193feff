import { useT } from '@client/lib/i18n/i18n-context';
import { MAX_FILES_PER_UPLOAD } from '@shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadError, uploadFile } from './upload-file';
import { checkSelection, uploadFailed } from './upload-rules';

export type UploadStatus = 'refused' | 'waiting' | 'uploading' | 'uploaded' | 'failed';

/** One chosen file and how its upload is going. */
export type UploadItem = {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  /** Why it was refused or failed, fit to show. */
  error?: string;
  /** Set once uploaded: what to send as imagePath. */
  objectPath?: string;
  /** A local object URL for a thumbnail (revoked when the items are cleared or the component unmounts). */
  previewUrl: string | null;
};

export type UploadBatchResult = {
  /** objectPaths of the files that uploaded, in the order they were chosen. */
  objectPaths: string[];
  /** Messages for the files that were refused or failed (empty when all went well). */
  errors: string[];
};

let lastId = 0;
const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * Uploads images by signed URL (one PUT each), one file after another, tracking per-file
 * progress. Files over 10 MB, of another type, or beyond maxFiles are refused before anything is sent. Shows no
 * toasts itself (ImageUploader does), so it also suits a custom UI.
 */
export function useImageUpload({ maxFiles = MAX_FILES_PER_UPLOAD }: { maxFiles?: number } = {}) {
  const t = useT();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const previews = useRef<string[]>([]);

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const revokePreviews = useCallback(() => {
    for (const url of previews.current) URL.revokeObjectURL(url);
    previews.current = [];
  }, []);

  const clear = useCallback(() => {
    controller.current?.abort();
    revokePreviews();
    setItems([]);
  }, [revokePreviews]);

  // Leaving the screen cancels what is still being sent and frees the thumbnails.
  useEffect(
    () => () => {
      controller.current?.abort();
      revokePreviews();
    },
    [revokePreviews],
  );

  const upload = useCallback(
    async (chosen: FileList | readonly File[]): Promise<UploadBatchResult> => {
      const { accepted, refused } = checkSelection(Array.from(chosen), maxFiles, t);
      revokePreviews();
      const preview = (file: File) => {
        if (typeof URL.createObjectURL !== 'function') return null;
        const url = URL.createObjectURL(file);
        previews.current.push(url);
        return url;
      };
      const queued = accepted.map((file) => ({ file, id: `upload-${++lastId}` }));
      setItems([
        ...queued.map(({ file, id }) => ({
          id,
          name: file.name,
          size: file.size,
          status: 'waiting' as const,
          progress: 0,
          previewUrl: preview(file),
        })),
        ...refused.map(({ file, reason }) => ({
          id: `upload-${++lastId}`,
          name: file.name,
          size: file.size,
          status: 'refused' as const,
          progress: 0,
          error: reason,
          previewUrl: null,
        })),
      ]);

      const result: UploadBatchResult = { objectPaths: [], errors: refused.map((r) => r.reason) };
      if (queued.length === 0) return result;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setBusy(true);
      try {
        for (const { file, id } of queued) {
          if (abort.signal.aborted) break;
          patch(id, { status: 'uploading' });
          try {
            const objectPath = await uploadFile(file, {
              signal: abort.signal,
              t,
              onProgress: (progress) => patch(id, { progress }),
            });
            patch(id, { status: 'uploaded', progress: 1, objectPath });
            result.objectPaths.push(objectPath);
          } catch (err) {
            if (isAbort(err)) break;
            const message = err instanceof UploadError ? err.message : uploadFailed(t);
            patch(id, { status: 'failed', error: message });
            result.errors.push(message);
          }
        }
      } finally {
        if (controller.current === abort) controller.current = null;
        setBusy(false);
      }
      return result;
    },
    [maxFiles, patch, revokePreviews, t],
  );

  return { items, busy, upload, clear };
}
