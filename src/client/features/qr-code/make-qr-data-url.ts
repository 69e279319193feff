import { QR_MARGIN, QR_WIDTH_PX } from '@shared/constants';

/**
 * A QR code for `url` as a PNG data URL: black on white, `width` pixels. The encoder is loaded on demand: it is
 * needed for nothing else, so it stays out of the page's first download.
 */
export const makeQrDataUrl = (url: string, width: number = QR_WIDTH_PX) =>
  import('qrcode').then((qr) =>
    qr.toDataURL(url, { width, margin: QR_MARGIN, color: { dark: '#000000', light: '#ffffff' } }),
  );
