import hero800 from '@client/assets/hero-800.webp';
import hero1600 from '@client/assets/hero-1600.webp';

/** The bundled festive image: the home hero and the stand-in for an event without a featured image. */
export const DEFAULT_IMAGE = {
  src: hero1600,
  width: 1600,
  height: 900,
  variants: [
    { width: 800, url: hero800 },
    { width: 1600, url: hero1600 },
  ],
};
