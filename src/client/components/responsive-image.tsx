import type { ImageVariant } from '@shared/schemas/common';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export type ResponsiveImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  src: string;
  alt: string;
  variants?: ImageVariant[];
  width?: number | null;
  height?: number | null;
  /** Above the fold: load at once and early; otherwise lazily. */
  priority?: boolean;
};

/** An image with srcset from its stored variants and reserved space, so nothing shifts while it loads. */
export function ResponsiveImage({
  src,
  alt,
  variants = [],
  width,
  height,
  priority = false,
  sizes = '100vw',
  className,
  ...props
}: ResponsiveImageProps) {
  const srcSet = variants.length
    ? [...variants]
        .sort((a, b) => a.width - b.width)
        .map((v) => `${v.url} ${v.width}w`)
        .concat(width && !variants.some((v) => v.width === width) ? [`${src} ${width}w`] : [])
        .join(', ')
    : undefined;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width ?? undefined}
      height={height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={clsx('bg-muted', className)}
      {...props}
    />
  );
}
