import { DEFAULT_IMAGE } from '@client/components/default-image';
import type { Event } from '@shared/schemas/events';

/** The event's featured image with its sizes, or the bundled festive image. */
export const eventImage = (event: Event) =>
  event.featuredImage
    ? {
        src: event.featuredImage,
        width: event.featuredImageWidth,
        height: event.featuredImageHeight,
        variants: event.featuredImageVariants,
      }
    : DEFAULT_IMAGE;
