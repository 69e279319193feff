import QRCode from 'qrcode';
import sharp from 'sharp';
import type { DrawnMessage, FileAttachment, MailAttachment, RenderedMessage } from './mail-message';

// QR codes in mails (tickets) are stored as their text and drawn when the mail is sent. The code itself is
// worked out by qrcode (choosing the best of eight masks: about a millisecond of the event loop); its picture is
// a PNG encoded by sharp (libvips), off the event loop: drawn and deflated in JavaScript, it was most of what
// sending a ticket mail cost (about 0.9 ms of the event loop a mail).

/** Pixels a module: a ticket code's QR code is about 300 pixels wide, easy to scan from a phone or paper. */
const SCALE = 8;
/** The standard quiet zone, in modules. */
const MARGIN = 4;
const BLACK = 0;
const WHITE = 255;

const isQrCode = (attachment: MailAttachment): attachment is Extract<MailAttachment, { qrCode: string }> =>
  'qrCode' in attachment;

/** The text as a black-on-white greyscale QR code PNG, error correction level M. */
export async function qrCodePng(text: string): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * MARGIN) * SCALE;
  const pixels = Buffer.alloc(side * side, WHITE);
  for (let row = 0; row < modules.size; row++) {
    const y = (row + MARGIN) * SCALE;
    // One row of pixels per module row, then copied down SCALE - 1 times.
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const x = (column + MARGIN) * SCALE;
      pixels.fill(BLACK, y * side + x, y * side + x + SCALE);
    }
    for (let copy = 1; copy < SCALE; copy++) pixels.copy(pixels, (y + copy) * side, y * side, (y + 1) * side);
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function drawn(attachment: MailAttachment): Promise<FileAttachment> {
  if (!isQrCode(attachment)) return attachment;
  return {
    filename: attachment.filename,
    content: (await qrCodePng(attachment.qrCode)).toString('base64'),
    contentType: 'image/png',
    encoding: 'base64',
    ...(attachment.cid ? { cid: attachment.cid } : {}),
  };
}

/** The rendered message with every QR code drawn as a PNG file, ready for the transport. */
export async function withQrCodesDrawn(message: RenderedMessage): Promise<DrawnMessage> {
  if (!message.attachments?.some(isQrCode)) return message as DrawnMessage;
  return { ...message, attachments: await Promise.all(message.attachments.map(drawn)) };
}
