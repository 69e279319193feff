import { ResponsiveImage } from '@client/components/responsive-image';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { useT } from '@client/lib/i18n/i18n-context';
import type { GalleryImage } from '@shared/schemas/gallery';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { KeyboardEvent } from 'react';

type LightboxProps = {
  images: GalleryImage[];
  /** The open image, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Where focus goes on closing (the photo's button), since the lightbox has no trigger of its own. */
  onCloseAutoFocus?: (event: Event) => void;
};

/** A photo at full size with its title and caption; Escape or the close button closes it, arrows browse. */
export function Lightbox({ images, index, onIndexChange, onCloseAutoFocus }: LightboxProps) {
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const t = useT();
  const go = (step: number) => {
    if (index !== null && count > 1) onIndexChange((index + step + count) % count);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
  };

  return (
    <Dialog open={image !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      {image ? (
        <DialogContent
          width="5xl"
          tone="photo"
          closeLabel={t('photo.close')}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="relative mt-8 flex items-center justify-center">
            <ResponsiveImage
              src={image.imagePath}
              variants={image.variants}
              width={image.width}
              height={image.height}
              alt={image.title ?? image.caption ?? t('photo.photo')}
              sizes="(min-width: 1024px) 1000px, 100vw"
              priority
              className="h-auto max-h-[70dvh] w-auto max-w-full rounded-md object-contain"
            />
          </div>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <DialogPrimitive.Title className="font-semibold text-lg text-white">
                {image.title || t('photo.photo')}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className={image.caption ? 'text-sm text-white/85' : 'sr-only'}>
                {image.caption || t('photo.position', { position: (index ?? 0) + 1, count })}
              </DialogPrimitive.Description>
            </div>
            {count > 1 ? (
              <div className="flex shrink-0 items-center gap-2">
                <Button
                  variant="ghost-inverse"
                  size="icon"
                  aria-label={t('photo.previous')}
                  onClick={() => go(-1)}
                >
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <span className="text-sm text-white/85 tabular-nums">
                  {(index ?? 0) + 1} / {count}
                </span>
                <Button
                  variant="ghost-inverse"
                  size="icon"
                  aria-label={t('photo.next')}
                  onClick={() => go(1)}
                >
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            ) : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
