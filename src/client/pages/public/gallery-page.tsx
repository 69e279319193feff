import { ButtonLink } from '@client/components/button-link';
import { PageHeader } from '@client/components/page-header';
import { Skeleton } from '@client/components/ui/skeleton';
import { albumFromSearch } from '@client/features/gallery/album-link';
import { useGallery } from '@client/features/gallery/api/get-gallery';
import { useGalleryAlbums } from '@client/features/gallery/api/get-gallery-albums';
import { AlbumChooser } from '@client/features/gallery/components/album-chooser';
import { PhotoGrid } from '@client/features/lightbox/components/photo-grid';
import { useSiteSettings } from '@client/features/settings/use-site-settings';
import { useT } from '@client/lib/i18n/i18n-context';
import { SKELETONS_GALLERY } from '@shared/constants';
import { Camera, Mail } from 'lucide-react';
import { useSearch } from 'wouter';
import { usePageHead } from '../../app/head';
import { galleryHead } from '../../app/page-heads';

/** /gallery: every photo, or one event's album, with a chooser of the events that have photos. */
export function GalleryPage() {
  const settings = useSiteSettings();
  const slug = albumFromSearch(useSearch());
  const { data: albums = [] } = useGalleryAlbums();
  const { data: images = [], isPending, isError } = useGallery(slug);
  const album = slug ? albums.find((a) => a.slug === slug) : undefined;
  const t = useT();
  usePageHead(galleryHead(settings, t, album?.title));
  return (
    <>
      <PageHeader title={t('gallery.title')}>
        {album ? t('gallery.albumIntro', { album: album.title }) : t('gallery.intro')}
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <AlbumChooser albums={albums} current={slug} />
        {isPending && !isError ? (
          <ul
            aria-busy="true"
            aria-label={t('gallery.loading')}
            className="grid grid-cols-2 gap-4 md:grid-cols-3"
          >
            {Array.from({ length: SKELETONS_GALLERY }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i}>
                <Skeleton rounded="lg" className="aspect-[4/3] w-full" />
              </li>
            ))}
          </ul>
        ) : images.length > 0 ? (
          <PhotoGrid key={slug ?? ''} images={images} showCaptions eager={4} />
        ) : (
          <div className="rounded-2xl border border-border border-dashed bg-card p-10 text-center text-lg text-muted-foreground">
            <Camera className="mx-auto mb-3 size-10 text-saffron" aria-hidden="true" />
            {slug ? (
              <>
                <p>{t('gallery.emptyAlbum')}</p>
                <ButtonLink href="/gallery" variant="outline" className="mt-4">
                  {t('gallery.seeAll')}
                </ButtonLink>
              </>
            ) : (
              <p>{t('gallery.empty')}</p>
            )}
          </div>
        )}
        <div className="render-when-visible mt-14 rounded-2xl bg-secondary/60 p-8 text-center">
          <h2 className="font-bold text-2xl text-primary">{t('gallery.share.title')}</h2>
          <p className="mt-2 text-muted-foreground">{t('gallery.share.text')}</p>
          <ButtonLink href="/contact" icon={Mail} className="mt-5">
            {t('gallery.share.button')}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
