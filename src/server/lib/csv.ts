import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

// CSV for spreadsheets. Every field is quoted, and a cell that a spreadsheet could read as a formula is prefixed
// with an apostrophe, per OWASP's CSV injection guidance (https://owasp.org/www-community/attacks/CSV_Injection):
// cells beginning with =, +, -, @, tab, carriage return, line feed -- and NUL, which some importers drop.
// csv-stringify's own escape_formulas misses line feed and NUL, hence this function.

const FORMULA_START = /^[=+\-@\t\r\n\0]/;

export function escapeCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A UTF-8 CSV stream (with a byte-order mark so Excel reads the encoding) of a header and rows produced on
 * demand: memory stays flat however many rows there are.
 */
export function csvStream(header: string[], rows: AsyncIterable<string[]>): Readable {
  const stringifier = stringify({ bom: true, quoted: true, quoted_empty: true, record_delimiter: '\r\n' });
  async function* records() {
    yield header.map(escapeCsvCell);
    for await (const row of rows) yield row.map(escapeCsvCell);
  }
  const source = Readable.from(records());
  source.on('error', (err) => stringifier.destroy(err));
  return source.pipe(stringifier);
}
