import zlib from 'node:zlib';
import QRCode from 'qrcode';

// A QR code as a black-and-white PNG. qrcode makes the matrix; the PNG is written here as one bit per pixel,
// which takes a fraction of a millisecond where qrcode's own PNG renderer (full colour through pngjs) takes about
// ten: every sign-up mails a ticket, so this runs once per registration in a burst.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** The text as a QR code PNG: `scale` pixels a module, with the standard quiet zone of 4 modules. */
export function qrPng(text: string, scale = 8): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const side = (modules.size + 2 * quiet) * scale;
  const rowBytes = Math.ceil(side / 8);
  // Each scanline: filter type 0, then 1 bit a pixel, 1 = white. A module row's scanline is drawn once and
  // repeated `scale` times.
  const raw = Buffer.alloc((rowBytes + 1) * side, 0xff);
  const line = Buffer.alloc(rowBytes + 1);
  for (let row = 0; row < modules.size; row++) {
    line.fill(0xff);
    line[0] = 0;
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let x = (col + quiet) * scale, end = x + scale; x < end; x++) {
        const at = 1 + (x >> 3);
        line[at] = (line[at] ?? 0) & ~(0x80 >> (x & 7));
      }
    }
    for (let y = (row + quiet) * scale, end = y + scale; y < end; y++) line.copy(raw, y * (rowBytes + 1));
  }
  for (let y = 0; y < side; y++) {
    const dataRow = Math.floor(y / scale) - quiet;
    if (dataRow < 0 || dataRow >= modules.size) raw[y * (rowBytes + 1)] = 0;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
