import { SHARE_CARD_SIZE, type ShareCardFacts } from '@shared/share-card';
import sharp from 'sharp';
import { drawingSlot } from './drawing-slot';
import { CARD_FONTS } from './renderer-fonts';

// An event's share card: its picture on the right, and on a deep maroon panel at the left the group's name,
// the title, the date and time and the venue. Text is drawn by the SVG renderer with the fonts shipped with the
// site (renderer-fonts.ts: Latin, Devanagari and emoji), never the machine's; nothing is fetched.

const { width: W, height: H } = SHARE_CARD_SIZE;
const PANEL = 560;
const PAD = 56;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** What a reader sees as one character: a Devanagari syllable with its vowel signs, an emoji with its modifiers. */
const graphemes = (text: string) => Array.from(graphemeSegmenter.segment(text), (s) => s.segment);

/**
 * A grapheme's width in columns of a Latin letter (about as measured in the card's fonts): a Devanagari syllable
 * (consonant and vowel sign) is one and a half, an emoji nearly two, a space half of one.
 */
const graphemeColumns = (g: string) =>
  /\p{Extended_Pictographic}/u.test(g)
    ? 1.7
    : /[\u0900-\u097f\ua8e0-\ua8ff]/.test(g)
      ? 1.5
      : /\s/.test(g)
        ? 0.5
        : 1;
const columns = (text: string) => graphemes(text).reduce((sum, g) => sum + graphemeColumns(g), 0);

/** The longest start of `text` at most `max` columns wide, whole graphemes only. */
function cut(text: string, max: number): string {
  let width = 0;
  let kept = '';
  for (const g of graphemes(text)) {
    width += graphemeColumns(g);
    if (width > max) break;
    kept += g;
  }
  return kept;
}

/**
 * Words laid into lines of at most `max` columns (a Latin letter's width); beyond `maxLines`, the last line ends
 * with an ellipsis.
 */
export function wrapText(text: string, max: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (columns(next) <= max || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.map((l) => (columns(l) > max ? `${cut(l, max - 1)}…` : l));
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${cut(last, max - 1).replace(/\s+\S*$/, '')}…`;
  return kept;
}

/** The title as large as it fits: 3 lines of 64 px, or smaller type for a long title. */
function titleLines(title: string): { size: number; lines: string[] } {
  for (const size of [64, 54, 46]) {
    const perLine = Math.floor((PANEL - PAD * 2) / (size * 0.6));
    const lines = wrapText(title, perLine, 3);
    if (!lines.some((l) => l.endsWith('…'))) return { size, lines };
  }
  return { size: 40, lines: wrapText(title, Math.floor((PANEL - PAD * 2) / 24), 3) };
}

function textLayer(facts: ShareCardFacts): string {
  const title = titleLines(facts.title);
  const titleTop = 190;
  const titleText = title.lines
    .map(
      (line, i) =>
        `<text x="${PAD}" y="${titleTop + i * title.size * 1.12}" font-family="${CARD_FONTS.title}" font-weight="700" font-size="${title.size}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const afterTitle = titleTop + (title.lines.length - 1) * title.size * 1.12 + 70;
  const detail = (y: number, icon: string, text: string) =>
    `<g transform="translate(${PAD} ${y})">${icon}<text x="40" y="0" font-family="${CARD_FONTS.text}" font-size="26" fill="#fdecc8">${escapeXml(wrapText(text, 30, 1)[0] ?? '')}</text></g>`;
  const calendarIcon =
    '<rect x="0" y="-22" width="26" height="24" rx="4" fill="none" stroke="#f4a21c" stroke-width="3"/><path d="M0 -14 H26" stroke="#f4a21c" stroke-width="3"/>';
  const pinIcon =
    '<path d="M13 4 C4 -8 2 -12 2 -17 A11 11 0 0 1 24 -17 C24 -12 22 -8 13 4 Z" fill="none" stroke="#f4a21c" stroke-width="3"/><circle cx="13" cy="-17" r="4" fill="#f4a21c"/>';
  const [date = '', time = ''] = facts.when.split(' · ');
  const whenLines = time
    ? detail(afterTitle, calendarIcon, date) + detail(afterTitle + 40, '', time)
    : detail(afterTitle, calendarIcon, date);
  const venueY = afterTitle + (time ? 92 : 52);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs>
      <linearGradient id="panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8c1d2f"/><stop offset="1" stop-color="#3d0f1c"/></linearGradient>
      <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#5e1424" stop-opacity="1"/><stop offset="1" stop-color="#5e1424" stop-opacity="0"/></linearGradient>
    </defs>
    <rect width="${PANEL}" height="${H}" fill="url(#panel)"/>
    <rect x="${PANEL}" width="90" height="${H}" fill="url(#fade)"/>
    <rect x="${PAD}" y="${PAD}" width="44" height="6" rx="3" fill="#f4a21c"/>
    <text x="${PAD}" y="${PAD + 50}" font-family="${CARD_FONTS.text}" font-weight="700" font-size="24" letter-spacing="3" fill="#f4a21c">${escapeXml(wrapText(facts.groupName.toUpperCase(), 28, 1)[0] ?? '')}</text>
    ${titleText}
    ${whenLines}
    ${detail(venueY, pinIcon, facts.venue)}
    <rect y="${H - 12}" width="${W}" height="12" fill="#f4a21c"/>
  </svg>`;
}

/** The card as a JPEG (small enough for every app's preview limit), drawn over the event's picture. */
export const renderShareCard = (facts: ShareCardFacts, picture: Buffer) =>
  drawingSlot.run(() => drawShareCard(facts, picture));

async function drawShareCard(facts: ShareCardFacts, picture: Buffer): Promise<Buffer> {
  const photo = await sharp(picture)
    .resize({ width: W - PANEL + 40, height: H, fit: 'cover' })
    .toBuffer();
  return sharp({ create: { width: W, height: H, channels: 3, background: '#3d0f1c' } })
    .composite([
      { input: photo, left: PANEL - 40, top: 0 },
      { input: Buffer.from(textLayer(facts)), left: 0, top: 0 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
