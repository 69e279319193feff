import { ImageUploader } from '@client/components/image-uploader/image-uploader';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import { MAX_FEATURED_IMAGE_FILES } from '@shared/constants';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { EventFormValues } from '../lib/event-form-schema';

/**
 * The featured image: uploaded at once, saved with the event. The form holds the current image URL, a new
 * object path, or null. A stored image is previewed here; a new one in the uploader's own list (its thumbnail).
 */
export function FeaturedImageField() {
  const t = useT();
  const { control, setValue } = useFormContext<EventFormValues>();
  const value = useWatch({ control, name: 'featuredImage' });
  // Remounting the uploader clears its file list when the new image is removed.
  const [uploaderKey, setUploaderKey] = useState(0);
  const [isNew, setIsNew] = useState(false);

  const remove = () => {
    setValue('featuredImage', null, { shouldDirty: true });
    setIsNew(false);
    setUploaderKey((k) => k + 1);
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 font-semibold text-sm">{t('admin.events.featured.legend')}</legend>
      {value && !isNew ? (
        <img
          src={value}
          alt={t('admin.events.featured.alt')}
          className="aspect-video w-full rounded-md object-cover"
        />
      ) : (
        <ImageUploader
          key={uploaderKey}
          label={t('admin.events.featured.choose')}
          maxFiles={MAX_FEATURED_IMAGE_FILES}
          successToast={false}
          onUploaded={(paths) => {
            const path = paths[0];
            if (!path) return;
            setValue('featuredImage', path, { shouldDirty: true });
            setIsNew(true);
          }}
        />
      )}
      {value ? (
        <Button variant="outline" size="sm" className="self-start" onClick={remove}>
          <Trash2 aria-hidden="true" />
          {t('admin.events.featured.remove')}
        </Button>
      ) : null}
    </fieldset>
  );
}
