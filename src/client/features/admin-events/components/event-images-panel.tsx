import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { Field } from '@client/components/admin/field';
import { ImageTile } from '@client/components/admin/image-tile';
import { thumbnailUrl } from '@client/components/admin/thumbnail-url';
import { ImageUploader } from '@client/components/image-uploader/image-uploader';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { MAX_FILES_PER_UPLOAD } from '@shared/constants';
import type { Event } from '@shared/schemas/events';
import type { GalleryImage } from '@shared/schemas/gallery';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useAddEventImage } from '../api/add-event-image';
import { useDeleteEventImage } from '../api/delete-event-image';
import { useEventImages } from '../api/get-event-images';

export function EventImagesPanel({ event }: { event: Event }) {
  const images = useEventImages(event.slug);
  const add = useAddEventImage(event.slug);
  const remove = useDeleteEventImage(event.slug);
  const [title, setTitle] = useState('');
  const [caption, setCaption] = useState('');
  const [toDelete, setToDelete] = useState<GalleryImage | null>(null);

  // Each uploaded file becomes an image record; a failure rejects, and the uploader shows 'Upload Failed'.
  const record = async (paths: string[]) => {
    for (const imagePath of paths) await add.mutateAsync({ eventId: event.id, imagePath, title, caption });
    setTitle('');
    setCaption('');
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="event-image-title" label="Image title (optional)">
          <Input id="event-image-title" value={title} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Field id="event-image-caption" label="Caption (optional)">
          <Input id="event-image-caption" value={caption} onChange={(e) => setCaption(e.target.value)} />
        </Field>
      </div>
      <ImageUploader onUploaded={record} maxFiles={MAX_FILES_PER_UPLOAD} />
      {images.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-square" />
          ))}
        </div>
      ) : images.data?.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Event images">
          {images.data.map((image) => (
            <li key={image.id}>
              <ImageTile
                src={thumbnailUrl(image)}
                alt={image.title || image.caption || `Image of ${event.title}`}
                title={image.title}
                caption={image.caption}
                onDelete={() => setToDelete(image)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-1 rounded-lg border border-border border-dashed p-8 text-center">
          <ImageOff className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No images yet</p>
          <p className="text-muted-foreground text-sm">Upload your first image for this event.</p>
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Image?"
        description="Are you sure you want to delete this image?"
        pending={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              toast({ title: 'Image Deleted', description: 'The image has been removed.' });
              setToDelete(null);
            },
            onError: () =>
              toast({
                title: 'Delete Failed',
                description: 'Failed to delete image. Please try again.',
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}
