import jsQR from 'jsqr';
import sharp from 'sharp';

/** What a QR code image holds, read back the way a phone at the door would. */
export async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}
