import type { ArtworkMotif } from '@shared/artwork';
import sharp from 'sharp';
import { artworkSvg } from './draw-artwork';
import { drawingSlot } from './drawing-slot';

/** WebP quality of generated artwork: flat colours keep well, and the files stay near the hero's size. */
const ARTWORK_QUALITY = 72;

/** A motif's variant drawn at `width` × `height` and encoded as WebP. */
export const renderArtwork = (motif: ArtworkMotif, variant: number, width: number, height: number) =>
  drawingSlot.run(() =>
    sharp(Buffer.from(artworkSvg(motif, variant, width, height)))
      .webp({ quality: ARTWORK_QUALITY })
      .toBuffer(),
  );
