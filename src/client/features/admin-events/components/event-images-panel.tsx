import { EmptyState } from '@client/components/admin/empty-state';
import { ImageDetailsFields, useImageDetails } from '@client/components/admin/image-details-fields';
import { StoredImages } from '@client/components/admin/stored-images';
import { ImageUploader } from '@client/components/image-uploader/image-uploader';
import { useT } from '@client/lib/i18n/i18n-context';
import { MAX_FILES_PER_UPLOAD } from '@shared/constants';
import type { Event } from '@shared/schemas/events';
import { ImageOff } from 'lucide-react';
import { useAddEventImage } from '../api/add-event-image';
import { useDeleteEventImage } from '../api/delete-event-image';
import { useEventImages } from '../api/get-event-images';

export function EventImagesPanel({ event }: { event: Event }) {
  const t = useT();
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
        label={t('admin.events.images.list')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        fallbackAlt={t('admin.events.images.alt', { title: event.title })}
        loading={{ label: t('admin.events.images.loading'), count: 3, placeholderClassName: 'aspect-square' }}
        empty={
          <EmptyState icon={ImageOff} title={t('admin.events.images.empty.title')}>
            {t('admin.events.images.empty.text')}
          </EmptyState>
        }
        deletedDescription={t('admin.events.images.deleted')}
      />
    </div>
  );
}
