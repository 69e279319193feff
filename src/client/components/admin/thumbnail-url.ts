import type { ImageVariant } from '@shared/schemas/common';

/** The smallest stored variant at least 320 px wide (a grid tile), or the original. */
export function thumbnailUrl(image: { imagePath: string; variants: ImageVariant[] }): string {
  const fit = [...image.variants].sort((a, b) => a.width - b.width).find((v) => v.width >= 320);
  return fit?.url ?? image.imagePath;
}
