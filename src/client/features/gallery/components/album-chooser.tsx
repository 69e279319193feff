import { useT } from '@client/lib/i18n/i18n-context';
import type { GalleryAlbum } from '@shared/schemas/gallery';
import { clsx } from 'clsx';
import { Link } from 'wouter';
import { galleryAlbumHref } from '../album-link';

const chip =
  'inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-1.5 font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';
const chipLook = (current: boolean) =>
  current
    ? 'border-primary bg-primary text-primary-foreground'
    : 'border-border bg-card text-foreground hover:bg-secondary';

/**
 * "All photos" and one link per event with photos (`/gallery?event={slug}`), the one shown marked as current.
 * Plain links: they work before the page is interactive, and each album has its own address to share.
 */
export function AlbumChooser({ albums, current }: { albums: GalleryAlbum[]; current?: string }) {
  const t = useT();
  if (albums.length === 0) return null;
  return (
    <nav aria-label={t('gallery.albums')} className="mb-8">
      <ul className="flex flex-wrap justify-center gap-2">
        <li>
          <Link
            href="/gallery"
            className={clsx(chip, chipLook(!current))}
            aria-current={current ? undefined : 'page'}
          >
            {t('gallery.allPhotos')}
          </Link>
        </li>
        {albums.map((album) => {
          const selected = album.slug === current;
          return (
            <li key={album.slug}>
              <Link
                href={galleryAlbumHref(album.slug)}
                className={clsx(chip, chipLook(selected))}
                aria-current={selected ? 'page' : undefined}
              >
                {album.title}
                <span
                  className={clsx(
                    'rounded-full px-2 text-xs',
                    selected ? 'bg-white/20' : 'bg-secondary text-secondary-foreground',
                  )}
                >
                  <span className="sr-only">, </span>
                  {album.imageCount}
                  <span className="sr-only"> {t('gallery.photoCount', { count: album.imageCount })}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
