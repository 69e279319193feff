import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { ImageTile } from '@client/components/admin/image-tile';
import { thumbnailUrl } from '@client/components/admin/thumbnail-url';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { SKELETONS_GALLERY } from '@shared/constants';
import type { GalleryImage } from '@shared/schemas/gallery';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { useGallery } from '../api/get-gallery';
import { GalleryUploadForm } from './gallery-upload-form';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

/** SPEC §2 Gallery tab ('Gallery Management'). */
export function GalleryTab({ timeZone }: { timeZone: string }) {
  const gallery = useGallery();
  const remove = useDeleteGalleryImage();
  const [toDelete, setToDelete] = useState<GalleryImage | null>(null);

  return (
    <section aria-labelledby="gallery-heading" className="flex flex-col gap-4">
      <h2 id="gallery-heading" className="font-semibold text-2xl">
        Gallery Management
      </h2>
      <GalleryUploadForm timeZone={timeZone} />
      {gallery.isPending ? (
        <div className={GRID} role="status" aria-busy="true" aria-label="Loading images">
          {Array.from({ length: SKELETONS_GALLERY }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="aspect-square" />
          ))}
        </div>
      ) : gallery.data?.length ? (
        <ul className={GRID} aria-label="Gallery images">
          {gallery.data.map((image) => (
            <li key={image.id}>
              <ImageTile
                src={thumbnailUrl(image)}
                alt={image.title || image.caption || 'Gallery image'}
                title={image.title}
                caption={image.caption}
                onDelete={() => setToDelete(image)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-1 rounded-lg border border-border border-dashed p-10 text-center">
          <ImageOff className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No images yet</p>
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
              toast({ title: 'Image Deleted', description: 'The image has been removed from the gallery.' });
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
    </section>
  );
}
