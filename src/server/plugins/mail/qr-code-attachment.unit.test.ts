import { describe, expect, it } from 'vitest';
import { decodeQr } from '../../../../test/qr';
import { randomToken } from '../../lib/random-token';
import { qrCodePng } from './qr-code-attachment';

describe('a ticket QR code', () => {
  it('reads back as its ticket code, for many codes like a ticket code (its mask is fixed, not chosen per code)', async () => {
    for (let i = 0; i < 30; i++) {
      const code = randomToken(18);
      expect(await decodeQr(qrCodePng(code))).toBe(code);
    }
  });

  it('is a one-bit greyscale PNG with the quiet zone around it', () => {
    const png = qrCodePng(randomToken(18));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const width = png.readUInt32BE(16);
    expect(png.readUInt32BE(20)).toBe(width);
    expect(width % 8).toBe(0);
    expect([png[24], png[25]]).toEqual([1, 0]);
  });
});
