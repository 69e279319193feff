import { EmptyState } from '@client/components/admin/empty-state';
import { Field } from '@client/components/admin/field';
import { LoadingStatus } from '@client/components/admin/query-states';
import { StoredImages } from '@client/components/admin/stored-images';
import { ImageUploader } from '@client/components/image-uploader/image-uploader';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { MAX_FILES_PER_UPLOAD } from '@shared/constants';
import type { Event } from '@shared/schemas/events';
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
      <StoredImages
        query={images}
        remove={remove}
        label="Event images"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        fallbackAlt={`Image of ${event.title}`}
        loading={
          <LoadingStatus label="Loading images" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="aspect-square" />
            ))}
          </LoadingStatus>
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
