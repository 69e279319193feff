import { Field } from '@client/components/admin/field';
import { useAdminEvents } from '@client/components/admin/use-admin-events';
import { ImageUploader } from '@client/components/image-uploader/image-uploader';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { MAX_FILES_PER_UPLOAD } from '@shared/constants';
import { formatMediumDate } from '@shared/dates';
import { useState } from 'react';
import { useAddGalleryImage } from '../api/add-gallery-image';

const NONE = 'none';

export function GalleryUploadForm({ timeZone }: { timeZone: string }) {
  const events = useAdminEvents();
  const add = useAddGalleryImage();
  const [title, setTitle] = useState('');
  const [caption, setCaption] = useState('');
  const [eventId, setEventId] = useState(NONE);

  const record = async (paths: string[]) => {
    const associated = eventId === NONE ? null : eventId;
    for (const imagePath of paths) await add.mutateAsync({ imagePath, title, caption, eventId: associated });
    setTitle('');
    setCaption('');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Upload Images</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <Field id="gallery-title" label="Image Title (optional)">
            <Input id="gallery-title" value={title} onChange={(e) => setTitle(e.target.value)} />
          </Field>
          <Field id="gallery-caption" label="Caption (optional)">
            <Input id="gallery-caption" value={caption} onChange={(e) => setCaption(e.target.value)} />
          </Field>
          <Field id="gallery-event" label="Associated Event">
            <Select value={eventId} onValueChange={setEventId}>
              <SelectTrigger id="gallery-event">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NONE}>No associated event</SelectItem>
                {(events.data ?? []).map((event) => (
                  <SelectItem key={event.id} value={event.id}>
                    {`${event.title} (${formatMediumDate(event.date, timeZone)})`}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        </div>
        <ImageUploader onUploaded={record} maxFiles={MAX_FILES_PER_UPLOAD} />
      </CardContent>
    </Card>
  );
}
