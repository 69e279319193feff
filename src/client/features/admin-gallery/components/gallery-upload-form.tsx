import { Field } from '@client/components/admin/field';
import { ImageDetailsFields, useImageDetails } from '@client/components/admin/image-details-fields';
import { useMediumDate } from '@client/components/admin/use-admin-dates';
import { useAdminEvents } from '@client/components/admin/use-admin-events';
import { ImageUploader } from '@client/components/image-uploader/image-uploader';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { useT } from '@client/lib/i18n/i18n-context';
import { MAX_FILES_PER_UPLOAD } from '@shared/constants';
import { useState } from 'react';
import { useAddGalleryImage } from '../api/add-gallery-image';

const NONE = 'none';

export function GalleryUploadForm({ timeZone }: { timeZone: string }) {
  const t = useT();
  const mediumDate = useMediumDate();
  const events = useAdminEvents();
  const add = useAddGalleryImage();
  const details = useImageDetails();
  const [eventId, setEventId] = useState(NONE);

  const record = async (paths: string[]) => {
    const associated = eventId === NONE ? null : eventId;
    const { title, caption } = details;
    for (const imagePath of paths) await add.mutateAsync({ imagePath, title, caption, eventId: associated });
    details.clear();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('admin.gallery.upload')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <ImageDetailsFields idPrefix="gallery" details={details} />
          <Field id="gallery-event" label={t('admin.gallery.event')}>
            <Select value={eventId} onValueChange={setEventId}>
              <SelectTrigger id="gallery-event">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NONE}>{t('admin.gallery.noEvent')}</SelectItem>
                {(events.data ?? []).map((event) => (
                  <SelectItem key={event.id} value={event.id}>
                    {`${event.title} (${mediumDate(event.date, timeZone)})`}
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
