import QRCode from 'qrcode';
import type { DrawnMessage, FileAttachment, MailAttachment, RenderedMessage } from './mail-message';

// QR codes in mails (tickets) are stored as their text and drawn when the mail is sent. Drawing one takes about a
// millisecond of the event loop (choosing the best of eight masks), which in a burst of 500 sign-ups was most of
// what each request cost; the sender draws it afterwards, one mail at a time.

/** Pixels a module: a ticket code's QR code is about 300 pixels wide, easy to scan from a phone or paper. */
const SCALE = 8;
/** The standard quiet zone, in modules. */
const MARGIN = 4;
/**
 * pngjs options, which qrcode's PNG renderer passes on (its types name only the deflate ones): greyscale, and each
 * row filtered against the one above, which a QR code drawn `SCALE` rows a module mostly repeats. A quarter of the
 * default's time (full colour, each row's filter chosen by trying all five) and 60% of its size.
 */
const PNG_OPTIONS = { deflateLevel: 9, colorType: 0, filterType: 2 };

const isQrCode = (attachment: MailAttachment): attachment is Extract<MailAttachment, { qrCode: string }> =>
  'qrCode' in attachment;

/** The text as a black-on-white QR code PNG, error correction level M. */
export const qrCodePng = (text: string): Promise<Buffer> =>
  QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    scale: SCALE,
    margin: MARGIN,
    rendererOpts: PNG_OPTIONS,
  });

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
