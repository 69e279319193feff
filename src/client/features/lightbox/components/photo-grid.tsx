import { ResponsiveImage } from '@client/components/responsive-image';
import { useT } from '@client/lib/i18n/i18n-context';
import type { GalleryImage } from '@shared/schemas/gallery';
import { clsx } from 'clsx';
import { lazy, Suspense, useRef, useState } from 'react';

const loadLightbox = () => import('./lightbox');
// The dialog code loads when a visitor first reaches for a photo, not with the page.
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })));

type PhotoGridProps = {
  images: GalleryImage[];
  /** Title and caption under each photo (the gallery page) or only in the lightbox (previews). */
  showCaptions?: boolean;
  /** How many photos are above the fold on a phone: those load at once instead of lazily (they are the page's
   * largest content, so found in the HTML rather than after layout). */
  eager?: number;
  className?: string;
};

/** Photos as buttons that open the lightbox. */
export function PhotoGrid({ images, showCaptions = false, eager = 0, className }: PhotoGridProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const t = useT();
  const [used, setUsed] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const lastIndex = useRef(0);
  const open = (i: number) => {
    setUsed(true);
    setOpenIndex(i);
  };
  const change = (i: number | null) => {
    if (i !== null) lastIndex.current = i;
    setOpenIndex(i);
  };
  return (
    <>
      <ul className={clsx('grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3', className)}>
        {images.map((image, i) => (
          <li key={image.id}>
            <figure className="h-full overflow-hidden rounded-lg border border-border bg-card shadow-sm">
              <button
                type="button"
                className="group block w-full overflow-hidden focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset"
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                onClick={() => {
                  lastIndex.current = i;
                  open(i);
                }}
                onPointerEnter={loadLightbox}
                onFocus={loadLightbox}
                aria-label={t('photo.open', {
                  name: image.title || image.caption || t('photo.numbered', { number: i + 1 }),
                })}
              >
                <ResponsiveImage
                  src={image.imagePath}
                  variants={image.variants}
                  width={image.width}
                  height={image.height}
                  alt=""
                  sizes="(min-width: 768px) 33vw, 50vw"
                  loading={i < eager ? 'eager' : 'lazy'}
                  className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
              </button>
              {showCaptions && (image.title || image.caption) ? (
                <figcaption className="p-3">
                  {image.title ? <p className="font-semibold text-sm">{image.title}</p> : null}
                  {image.caption ? <p className="text-muted-foreground text-sm">{image.caption}</p> : null}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
      {used ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={openIndex}
            onIndexChange={change}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              buttons.current[lastIndex.current]?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
