import { artworkImage } from '@shared/artwork';
import type { Event } from '@shared/schemas/events';

/** The event's featured image with its sizes, or its generated artwork (a picture suiting the event). */
export const eventImage = (event: Event) =>
  event.featuredImage
    ? {
        src: event.featuredImage,
        width: event.featuredImageWidth,
        height: event.featuredImageHeight,
        variants: event.featuredImageVariants,
      }
    : artworkImage(event.artwork);
