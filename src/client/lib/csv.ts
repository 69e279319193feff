import { saveBlob } from './download-file';

/** A cell as a spreadsheet reads it safely: quoted when needed, and never taken for a formula. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export type CsvColumn<Row> = { key: keyof Row & string; label: string };

/** The rows as CSV text, a header of the columns' labels first. */
export function toCsv<Row extends Record<string, string | number | null>>(
  columns: CsvColumn<Row>[],
  rows: Row[],
): string {
  const lines = [columns.map((c) => csvCell(c.label)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c.key] ?? null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves `text` as `filename` on the admin's device. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  saveBlob(new Blob([text], { type }), filename);
}
