import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { EmptyState } from '@client/components/admin/empty-state';
import { StoredImages } from '@client/components/admin/stored-images';
import { useT } from '@client/lib/i18n/i18n-context';
import { SKELETONS_GALLERY } from '@shared/constants';
import { ImageOff } from 'lucide-react';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { useGallery } from '../api/get-gallery';
import { GalleryUploadForm } from './gallery-upload-form';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

/** The Gallery tab ('Gallery Management'). */
export function GalleryTab({ timeZone }: { timeZone: string }) {
  const t = useT();
  const gallery = useGallery();
  const remove = useDeleteGalleryImage();

  return (
    <AdminTabSection id="gallery" title={t('admin.gallery.title')}>
      <GalleryUploadForm timeZone={timeZone} />
      <StoredImages
        query={gallery}
        remove={remove}
        label={t('admin.gallery.images')}
        className={GRID}
        fallbackAlt={t('admin.gallery.image')}
        loading={{
          label: t('admin.gallery.loading'),
          count: SKELETONS_GALLERY,
          placeholderClassName: 'aspect-square',
        }}
        empty={<EmptyState icon={ImageOff} title={t('admin.gallery.empty')} roomy />}
        deletedDescription={t('admin.gallery.deleted')}
      />
    </AdminTabSection>
  );
}
