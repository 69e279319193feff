/**
 * ImageUploader: pick or drag-and-drop images, uploaded straight to storage with per-file progress.
 *
 * Props
 * - `onUploaded(objectPaths: string[])` (required): called once per pick/drop with the objectPaths of the files
 *   that uploaded (never with an empty list). Send each as `imagePath` (POST /api/admin/gallery, or an event's
 *   `featuredImage`). May return a promise: the uploader stays busy until it settles, then toasts
 *   'Image Uploaded', or 'Upload Failed' with the server's reason if it rejects.
 * - `maxFiles` (default 5, MAX_FILES_PER_UPLOAD): most files per pick/drop; 1 (MAX_FEATURED_IMAGE_FILES) for the
 *   featured image, which also makes the picker single-choice. Extra files are refused with a message.
 * - `label` (default 'Choose Images to Upload'): the button's text.
 * - `hint` (default 'Drag and drop or click to browse (max 10MB each)').
 * - `disabled`: no picking or dropping (e.g. while the surrounding form saves).
 * - `successToast` (default true): whether to toast 'Image Uploaded' after onUploaded succeeds; turn it off when
 *   the caller shows its own (e.g. the featured image, saved only with the event).
 * - `showFileList` (default true): the per-file list with thumbnails, progress bars and reasons for refusals.
 * - `className`: for the outer element.
 *
 * Files over 10 MB (or not JPEG, PNG, WebP, GIF or AVIF) are refused before anything is sent, with a toast and a
 * line in the list saying why. Failed uploads toast 'Upload Failed' / 'Failed to upload image. Please try again.',
 * or 'Could not retrieve uploaded file URL.' when the server gives no upload URL.
 */
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import { type Translate, useT } from '@client/lib/i18n/i18n-context';
import { MAX_FILES_PER_UPLOAD } from '@shared/constants';
import { clsx } from 'clsx';
import { CheckCircle2, ImagePlus, Loader2, TriangleAlert } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { serverReason } from './server-reasons';
import { ACCEPTED_IMAGE_TYPES, formatBytes, uploadFailed } from './upload-rules';
import { type UploadItem, useImageUpload } from './use-image-upload';

export type ImageUploaderProps = {
  /** May return a promise (see above); its value is not used. */
  onUploaded: (objectPaths: string[]) => unknown;
  maxFiles?: number;
  label?: string;
  hint?: string;
  disabled?: boolean;
  successToast?: boolean;
  showFileList?: boolean;
  className?: string;
};

/**
 * The server's reason for refusing an image record ('Upload Failed: the file is…'), without the title part, in the
 * admin's language when it is one the uploader knows.
 */
function reasonFrom(err: unknown, t: Translate): string {
  const message = getErrorMessage(err);
  const match = /^Upload Failed: (.+)$/.exec(message);
  if (!match?.[1]) return uploadFailed(t);
  return serverReason(match[1], t);
}

export function ImageUploader({
  onUploaded,
  maxFiles = MAX_FILES_PER_UPLOAD,
  label,
  hint,
  disabled = false,
  successToast = true,
  showFileList = true,
  className,
}: ImageUploaderProps) {
  const t = useT();
  const { items, busy, upload } = useImageUpload({ maxFiles });
  const [saving, setSaving] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const working = busy || saving;
  const blocked = disabled || working;

  const handleFiles = async (files: FileList | File[]) => {
    if (blocked || files.length === 0) return;
    const { objectPaths, errors } = await upload(files);
    if (objectPaths.length === 0) {
      toast({
        title: t('admin.uploader.failedTitle'),
        description: errors[0] ?? uploadFailed(t),
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    try {
      await onUploaded(objectPaths);
    } catch (err) {
      toast({
        title: t('admin.uploader.failedTitle'),
        description: reasonFrom(err, t),
        variant: 'destructive',
      });
      return;
    } finally {
      setSaving(false);
    }
    // One toast at a time: a partial success says what did not make it.
    if (errors.length > 0) {
      toast({
        title: t('admin.uploader.failedTitle'),
        description: t('admin.uploader.partlyUploaded', {
          uploaded: objectPaths.length,
          total: objectPaths.length + errors.length,
          reason: errors[0] ?? '',
        }),
        variant: 'destructive',
      });
    } else if (successToast) {
      toast({
        title: t('admin.uploader.uploadedTitle'),
        description: t('admin.uploader.uploaded', { count: objectPaths.length }),
      });
    }
  };

  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setDragging(false);
    void handleFiles(event.dataTransfer.files);
  };

  return (
    <div className={clsx('flex flex-col gap-3', className)}>
      {/* The drop target; the button inside is the keyboard and screen-reader way in. */}
      <fieldset
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
          if (!blocked && !dragging) setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={clsx(
          'flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
          dragging ? 'border-primary bg-secondary' : 'border-border bg-card',
          blocked && 'opacity-70',
        )}
      >
        <legend className="sr-only">{t('admin.uploader.legend')}</legend>
        <ImagePlus className="size-8 text-muted-foreground" aria-hidden="true" />
        <Button onClick={() => input.current?.click()} disabled={blocked} aria-describedby={hintId}>
          {working ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {busy
            ? t('admin.uploader.uploading')
            : saving
              ? t('admin.uploader.saving')
              : (label ?? t('admin.uploader.choose'))}
        </Button>
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint ?? t('admin.uploader.hint')}
        </p>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple={maxFiles > 1}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so choosing the same file again still fires a change.
            event.target.value = '';
            void handleFiles(files);
          }}
        />
      </fieldset>
      {showFileList && items.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('admin.uploader.chosen')}>
          {items.map((item) => (
            <UploadRow key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function UploadRow({ item }: { item: UploadItem }) {
  const t = useT();
  const percent = Math.round(item.progress * 100);
  const failed = item.status === 'failed' || item.status === 'refused';
  return (
    <li className="flex items-center gap-3 rounded-md border border-border bg-card p-2 text-sm">
      {item.previewUrl ? (
        <img
          src={item.previewUrl}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded object-cover"
        />
      ) : (
        <span className="size-10 shrink-0 rounded bg-muted" aria-hidden="true" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-center justify-between gap-2">
          <span className="truncate font-medium">{item.name}</span>
          <span className="shrink-0 text-muted-foreground">{formatBytes(item.size, t)}</span>
        </div>
        {failed ? (
          <p className="flex items-center gap-1 text-destructive" role="alert">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            {item.error}
          </p>
        ) : item.status === 'uploaded' ? (
          <p className="flex items-center gap-1 text-success">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
            {t('admin.uploader.done')}
          </p>
        ) : (
          <div
            role="progressbar"
            aria-label={t('admin.uploader.uploadingFile', { name: item.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        )}
      </div>
    </li>
  );
}
