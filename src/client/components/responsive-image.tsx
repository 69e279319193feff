import { useHydrated } from '@client/lib/use-hydrated';
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

/** An empty picture of the given size: it holds the image's place without a request. */
const placeholder = (width: number, height: number) =>
  `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}'/%3E`;

/**
 * An image with srcset from its stored variants and reserved space, so nothing shifts while it loads.
 *
 * A lazy image (below the first screen) is not requested before the page is interactive: the server renders it as
 * an empty picture of its size (and the real one for browsers without scripts), and it becomes the real image on
 * hydration, which waits for the page's load (boot.ts). On a weak connection the first screen's text, fonts and
 * pictures get the whole connection, instead of sharing it with photos further down that the browser's own lazy
 * loading would fetch at once (it loads whatever is within a screen or two of the viewport).
 */
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
  const hydrated = useHydrated();
  const srcSet = variants.length
    ? [...variants]
        .sort((a, b) => a.width - b.width)
        .map((v) => `${v.url} ${v.width}w`)
        .concat(width && !variants.some((v) => v.width === width) ? [`${src} ${width}w`] : [])
        .join(', ')
    : undefined;
  const lazy = !priority && props.loading !== 'eager';
  // `loading` before the addresses: on hydration React sets them in this order on the stand-in, and the
  // browser decides whether to wait for the picture to come near the screen when its address changes.
  const real = {
    loading: lazy ? ('lazy' as const) : ('eager' as const),
    sizes: srcSet ? sizes : undefined,
    srcSet,
    src,
    className: clsx('bg-muted', className),
  };
  const standIn = lazy && !hydrated && width && height;
  const common = {
    width: width ?? undefined,
    height: height ?? undefined,
    decoding: priority ? ('sync' as const) : ('async' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
  };
  // One <img> at one place in the tree before and after hydration, so hydration changes its attributes rather
  // than replacing it (nothing a script or a test holds goes stale).
  return (
    <>
      {standIn ? (
        <noscript>
          <img alt={alt} {...common} {...real} {...props} />
        </noscript>
      ) : null}
      <img
        alt={alt}
        {...common}
        {...(standIn
          ? {
              src: placeholder(width, height),
              className: clsx('bg-muted [@media(scripting:none)]:hidden', className),
            }
          : real)}
        {...props}
      />
    </>
  );
}
