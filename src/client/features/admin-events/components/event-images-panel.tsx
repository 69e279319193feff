import { EmptyState } from '@client/components/admin/empty-state';
import { ImageDetailsFields, useImageDetails } from '@client/components/admin/image-details-fields';
import { StoredImages } from '@client/components/admin/stored-images';
import { ImageUploader } from '@client/components/image-uploader/image-uploader';
import { LoadingPlaceholders } from '@client/components/loading-status';
import { MAX_FILES_PER_UPLOAD } from '@shared/constants';
import type { Event } from '@shared/schemas/events';
import { ImageOff } from 'lucide-react';
import { useAddEventImage } from '../api/add-event-image';
import { useDeleteEventImage } from '../api/delete-event-image';
import { useEventImages } from '../api/get-event-images';

export function EventImagesPanel({ event }: { event: Event }) {
  const images = useEventImages(event.slug);
  const add = useAddEventImage(event.slug);
  const remove = useDeleteEventImage(event.slug);
  const details = useImageDetails();

  // Each uploaded file becomes an image record; a failure rejects, and the uploader shows 'Upload Failed'.
  const record = async (paths: string[]) => {
    const { title, caption } = details;
    for (const imagePath of paths) await add.mutateAsync({ eventId: event.id, imagePath, title, caption });
    details.clear();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <ImageDetailsFields idPrefix="event-image" details={details} />
      </div>
      <ImageUploader onUploaded={record} maxFiles={MAX_FILES_PER_UPLOAD} />
      <StoredImages
        query={images}
        remove={remove}
        label="Event images"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        fallbackAlt={`Image of ${event.title}`}
        loading={
          <LoadingPlaceholders
            label="Loading images"
            className="grid grid-cols-2 gap-3 sm:grid-cols-3"
            count={3}
            placeholderClassName="aspect-square"
          />
        }
        empty={
          <EmptyState icon={ImageOff} title="No images yet">
            Upload your first image for this event.
          </EmptyState>
        }
        deletedDescription="The image has been removed."
      />
    </div>
  );
}
