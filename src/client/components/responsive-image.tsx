import { useHydrated } from '@client/lib/use-hydrated';
import { whenNearScreen } from '@client/lib/when-near-screen';
import type { ImageVariant } from '@shared/schemas/common';
import { clsx } from 'clsx';
import { type ComponentProps, type RefObject, startTransition, useEffect, useRef, useState } from 'react';

export type ResponsiveImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'ref'
> & {
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

/** How near the screen a stand-in comes before it becomes the real picture: a screen's height above or below. */
const NEAR_SCREEN = '100% 0px';

/**
 * False until the element comes near the screen, from when `watching` is true. The change is a transition: the
 * pictures that come near together are swapped in one small update of their own, after the rest of the page.
 */
function useNearScreen(element: RefObject<HTMLElement | null>, watching: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!watching || near) return;
    const show = () => startTransition(() => setNear(true));
    if (!element.current) return show();
    return whenNearScreen(element.current, NEAR_SCREEN, show);
  }, [element, watching, near]);
  return near;
}

/**
 * An image with srcset from its stored variants and reserved space, so nothing shifts while it loads.
 *
 * A lazy image (below the first screen) is not requested before the page is interactive: the server renders it as
 * an empty picture of its size (and the real one for browsers without scripts), and it becomes the real image once
 * the page is hydrated (which waits for the page's load, boot.ts) and it is within a screen of the viewport. On a
 * weak connection the first screen's text, fonts and pictures get the whole connection, instead of sharing it with
 * photos further down that the browser's own lazy loading would fetch at once (it loads whatever is within a
 * screen or two of the viewport); and the pictures are swapped a few at a time, not all in the task that finishes
 * hydration. An image first rendered after hydration (another page opened in the app) is the real one at once.
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
  const element = useRef<HTMLImageElement>(null);
  const hydrated = useHydrated();
  const [realAtOnce] = useState(hydrated);
  const lazy = !priority && props.loading !== 'eager';
  const mayStandIn = lazy && !realAtOnce && !!width && !!height;
  const near = useNearScreen(element, mayStandIn);
  const srcSet = variants.length
    ? [...variants]
        .sort((a, b) => a.width - b.width)
        .map((v) => `${v.url} ${v.width}w`)
        .concat(width && !variants.some((v) => v.width === width) ? [`${src} ${width}w`] : [])
        .join(', ')
    : undefined;
  // `loading` before the addresses: on hydration React sets them in this order on the stand-in, and the
  // browser decides whether to wait for the picture to come near the screen when its address changes.
  const real = {
    loading: lazy ? ('lazy' as const) : ('eager' as const),
    sizes: srcSet ? sizes : undefined,
    srcSet,
    src,
    className: clsx('bg-muted', className),
  };
  const standIn = mayStandIn && !near && width && height;
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
        ref={element}
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
