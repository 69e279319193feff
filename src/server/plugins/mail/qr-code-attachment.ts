import zlib from 'node:zlib';
import QRCode from 'qrcode';
import type { DrawnMessage, FileAttachment, MailAttachment, RenderedMessage } from './mail-message';

// QR codes in mails (tickets) are stored as their text and drawn when the mail is sent: worked out by qrcode,
// and written as a one-bit greyscale PNG deflated by zlib. A picture of two colours needs no image library: sharp
// spent about 3 ms of processor time on each ticket (an 8-bit image at deflate level 9), which bounded how fast a
// reminder run could send; this is a twentieth of that, and a quarter of the bytes. Deflate's fastest level
// (a fourth of the time of its default) costs about 60 bytes a ticket.
//
// The mask pattern is fixed rather than chosen: qrcode scores all eight for each code, which was 0.2 ms, two
// thirds of drawing a ticket. Any mask decodes alike (a reader takes it from the code's format bits); the score
// only steers away from blocks that look like the corner squares, and for codes like ours (random text) the
// pattern used here scores within 6% of the best one on the median. Tests read each mailed ticket back with a
// QR reader.

/** The mask used for every ticket: of the eight, the one closest to the best score for random ticket codes. */
const MASK_PATTERN = 2;
/**
 * Pixels a module: a ticket code's QR code is about 230 pixels wide, easy to scan from a phone or paper. At one
 * bit a pixel a module is then one byte of a scanline.
 */
const SCALE = 8;
/** The standard quiet zone, in modules. */
const MARGIN = 4;
const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

const isQrCode = (attachment: MailAttachment): attachment is Extract<MailAttachment, { qrCode: string }> =>
  'qrCode' in attachment;

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(Buffer.from(type, 'latin1'))), 0);
  return Buffer.concat([head, data, crc]);
}

/** The text as a black-on-white QR code PNG (one bit a pixel), error correction level M. */
export function qrCodePng(text: string): Buffer {
  // One byte-mode segment: a ticket code is plain ASCII, and qrcode's search for the shortest mix of modes
  // cost more than drawing the picture.
  const { modules } = QRCode.create([{ data: Buffer.from(text), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: MASK_PATTERN,
  });
  const side = (modules.size + 2 * MARGIN) * SCALE;
  // Each scanline: a filter byte (0: none), then a bit a pixel, 1 white, most significant first.
  const lineBytes = 1 + Math.ceil(side / 8);
  const lines = Buffer.alloc(lineBytes * side, 0xff);
  for (let y = 0; y < side; y++) lines[y * lineBytes] = 0;
  for (let row = 0; row < modules.size; row++) {
    const start = (row + MARGIN) * SCALE * lineBytes;
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) lines[start + 1 + column + MARGIN] = 0;
    // The module row's other SCALE - 1 scanlines repeat its first: each is stored as PNG's "Up" filter (2) of
    // nothing but zeros (no change from the line above), which deflate compresses in a fraction of the time.
    for (let copy = 1; copy < SCALE; copy++) {
      const at = start + copy * lineBytes;
      lines.fill(0, at, at + lineBytes);
      lines[at] = 2;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale; compression, filter and interlace methods stay 0
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(lines, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function drawn(attachment: MailAttachment): FileAttachment {
  if (!isQrCode(attachment)) return attachment;
  return {
    filename: attachment.filename,
    content: qrCodePng(attachment.qrCode).toString('base64'),
    contentType: 'image/png',
    encoding: 'base64',
    ...(attachment.cid ? { cid: attachment.cid } : {}),
  };
}

/** The rendered message with every QR code drawn as a PNG file, ready for the transport. */
export async function withQrCodesDrawn(message: RenderedMessage): Promise<DrawnMessage> {
  if (!message.attachments?.some(isQrCode)) return message as DrawnMessage;
  return { ...message, attachments: message.attachments.map(drawn) };
}
