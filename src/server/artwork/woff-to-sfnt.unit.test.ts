import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt';

const fontFile = (file: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`@fontsource/${file}`));

/** An OpenType table's checksum: the sum of its big-endian 32-bit words (zero-padded), modulo 2^32. */
function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  it('unwraps every table of a WOFF font intact, 4-byte aligned, with a valid table directory', () => {
    const woff = fontFile('noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff');
    const sfnt = woffToSfnt(woff);
    const numTables = sfnt.readUInt16BE(4);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(numTables).toBe(woff.readUInt16BE(12));
    expect(sfnt.readUInt16BE(6)).toBe(2 ** Math.floor(Math.log2(numTables)) * 16);
    const tags: string[] = [];
    for (let i = 0; i < numTables; i++) {
      const record = 12 + i * 16;
      const tag = sfnt.toString('latin1', record, record + 4);
      const offset = sfnt.readUInt32BE(record + 8);
      const length = sfnt.readUInt32BE(record + 12);
      tags.push(tag);
      expect(offset % 4, tag).toBe(0);
      // The head table's checksum is reckoned with its checkSumAdjustment as 0.
      const data = Buffer.from(sfnt.subarray(offset, offset + length));
      if (tag === 'head') data.writeUInt32BE(0, 8);
      expect(checksum(data), tag).toBe(sfnt.readUInt32BE(record + 4));
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'head', 'name']));
  });

  it('refuses what is not WOFF (a WOFF2 file)', () => {
    const woff2 = fontFile('dm-serif-display/files/dm-serif-display-latin-400-normal.woff2');
    expect(() => woffToSfnt(woff2)).toThrow('not a WOFF file');
  });
});
