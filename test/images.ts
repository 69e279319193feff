import sharp from 'sharp';

// Images for the upload tests, drawn with sharp (no fixtures on disk).

/** A JPEG as a phone writes it: EXIF with the camera, GPS position and an orientation of 6 (rotate 90°). */
export function phoneJpeg(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#d9480f' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 44/1 2/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '121/1 25/1 31/1',
      },
    })
    .toBuffer();
}

export function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** Random pixels: incompressible, like the fine detail of a real photo (a 4000x3000 one is about 6 MB). */
export function noiseJpeg(width: number, height: number, quality = 92): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}

/** Whether EXIF data holds a GPS block (tag 0x8825 in IFD0 points at it). */
export function hasGpsExif(exif: Buffer | undefined): boolean {
  if (!exif || exif.length < 14) return false;
  const tiff = exif.subarray(exif.toString('latin1', 0, 4) === 'Exif' ? 6 : 0);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const ifd0 = le ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  const count = u16(ifd0);
  for (let i = 0; i < count; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}
