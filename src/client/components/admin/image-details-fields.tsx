import { Field } from '@client/components/admin/field';
import { Input } from '@client/components/ui/input';
import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
import { useState } from 'react';

type ImageDetail = 'title' | 'caption';
const LABELS: Record<ImageDetail, MessageKey> = {
  title: 'admin.common.imageTitle',
  caption: 'admin.common.imageCaption',
};

/** The title and caption given to the next images uploaded (to the gallery, to an event); `clear` after a batch. */
export function useImageDetails() {
  const [details, setDetails] = useState<Record<ImageDetail, string>>({ title: '', caption: '' });
  return {
    ...details,
    set: (detail: ImageDetail, value: string) => setDetails((current) => ({ ...current, [detail]: value })),
    clear: () => setDetails({ title: '', caption: '' }),
  };
}

/** The fields of `useImageDetails`, with ids `${idPrefix}-title` and `${idPrefix}-caption`. */
export function ImageDetailsFields({
  idPrefix,
  details,
}: {
  idPrefix: string;
  details: ReturnType<typeof useImageDetails>;
}) {
  const t = useT();
  return (['title', 'caption'] as const).map((detail) => {
    const id = `${idPrefix}-${detail}`;
    return (
      <Field key={detail} id={id} label={t(LABELS[detail])}>
        <Input id={id} value={details[detail]} onChange={(e) => details.set(detail, e.target.value)} />
      </Field>
    );
  });
}
