import { inflateSync } from 'node:zlib';

/**
 * A WOFF (version 1) font unwrapped into the TrueType/OpenType file it packs: the same tables, each inflated when
 * stored compressed. The SVG renderer (Pango, through sharp's librsvg) only takes plain SFNT files: it skips a
 * font fontconfig reports as wrapped in WOFF or WOFF2, even though FreeType could read it.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file'); // 'wOFF'
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('corrupt WOFF table');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });

  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + numTables * 16;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), headerSize);
  const sfnt = Buffer.alloc(size);
  const log2 = Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(2 ** log2 * 16, 6);
  sfnt.writeUInt16BE(log2, 8);
  sfnt.writeUInt16BE(numTables * 16 - 2 ** log2 * 16, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
