import type { LoadingPlaceholdersProps } from '@client/components/loading-status';
import { useT } from '@client/lib/i18n/i18n-context';
import type { GalleryImage } from '@shared/schemas/gallery';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DeleteConfirmDialog } from './delete-confirm-dialog';
import { ImageTile } from './image-tile';
import { QueryStates } from './query-states';
import { thumbnailUrl } from './thumbnail-url';

type StoredImagesProps = {
  query: UseQueryResult<GalleryImage[], unknown>;
  /** The delete mutation (by image id). */
  remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };
  /** Names the list for screen readers. */
  label: string;
  /** The grid's columns and gaps. */
  className: string;
  /** The alt text of an image with neither title nor caption. */
  fallbackAlt: string;
  /** The placeholders while the images load, laid out as the grid. */
  loading: Omit<LoadingPlaceholdersProps, 'className'>;
  empty: ReactNode;
  /** The success toast's text: where the image was removed from. */
  deletedDescription: string;
};

/** Stored images (of the gallery or of an event) as tiles, each deleted after a confirmation. */
export function StoredImages({
  query,
  remove,
  label,
  className,
  fallbackAlt,
  loading,
  empty,
  deletedDescription,
}: StoredImagesProps) {
  const t = useT();
  const [toDelete, setToDelete] = useState<GalleryImage | null>(null);
  return (
    <>
      <QueryStates
        query={query}
        loading={{ ...loading, className }}
        error={t('admin.common.imagesLoadFailed')}
        empty={empty}
      >
        {(images) => (
          <ul className={className} aria-label={label}>
            {images.map((image) => (
              <li key={image.id}>
                <ImageTile
                  src={thumbnailUrl(image)}
                  alt={image.title || image.caption || fallbackAlt}
                  title={image.title}
                  caption={image.caption}
                  onDelete={() => setToDelete(image)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <DeleteConfirmDialog
        target={toDelete}
        onClose={() => setToDelete(null)}
        title={t('admin.common.deleteImageTitle')}
        description={t('admin.common.deleteImageQuestion')}
        remove={(image) => remove.mutateAsync(image.id)}
        pending={remove.isPending}
        deleted={() => ({ title: t('admin.common.imageDeleted'), description: deletedDescription })}
        failed={t('admin.common.imageDeleteFailed')}
      />
    </>
  );
}
