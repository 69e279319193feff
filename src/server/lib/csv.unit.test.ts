import { describe, expect, it } from 'vitest';
import { csvRecord, csvStream } from './csv';

async function* rowsOf(rows: string[][]) {
  yield* rows;
}

const textOf = async (stream: NodeJS.ReadableStream) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts).toString('utf8');
};

describe('csvRecord', () => {
  it('quotes every cell, doubles quotes inside, keeps line breaks inside the quotes and ends with CRLF', () => {
    expect(csvRecord(['Asha "Ash" Patel', '', 'line one\nline two', 'a,b'])).toBe(
      '"Asha ""Ash"" Patel","","line one\nline two","a,b"\r\n',
    );
  });

  it('defuses cells a spreadsheet would read as a formula', () => {
    expect(csvRecord(['=1+1', '+1', '-2', '@SUM(A1)'])).toBe(`"'=1+1","'+1","'-2","'@SUM(A1)"\r\n`);
    expect(csvRecord(['\tx', '\rx', '\nx', '\0x', 'a=1', ''])).toBe(
      `"'\tx","'\rx","'\nx","'\0x","a=1",""\r\n`,
    );
  });
});

describe('csvStream', () => {
  it('writes a byte-order mark, the header and every row, however many pieces it sends them in', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`Person ${i}`, `person${i}@example.org`]);
    const text = await textOf(csvStream(['Name', 'Email'], rowsOf(rows)));
    expect(text.startsWith('\uFEFF"Name","Email"\r\n')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(5002);
    expect(lines[5000]).toBe('"Person 4999","person4999@example.org"');
    expect(lines[5001]).toBe('');
  });
});
