import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * The fonts the server draws text with (share cards), shipped as npm packages (@fontsource) rather than installed
 * on the machine: a server without Indic or emoji fonts (the Docker image has no fonts at all) draws the same
 * card as a developer's laptop.
 *
 * sharp's librsvg lays text out with Pango, which finds fonts through fontconfig. At load, this module unwraps the
 * WOFF files (Pango takes only plain TrueType) into a folder of the temporary directory, named by a hash of what
 * it holds, writes a fontconfig configuration listing that folder alone, and points `FONTCONFIG_FILE` at it.
 * fontconfig reads the variable once, when text is first drawn, so this module is imported by the renderer that
 * draws text, before anything is drawn. The machine's own fonts are never looked at.
 */

/**
 * The families a card's SVG names: Pango falls back along the list character by character, so Latin, Devanagari
 * and emoji in one line each come from the font that has them.
 */
export const CARD_FONTS = {
  /** Headings: the site's DM Serif Display (one weight) for Latin, Noto Sans Devanagari for Hindi. */
  title: "'DM Serif Display', 'Noto Sans Devanagari', 'Noto Emoji'",
  /** Text, regular (400) or bold (700): Noto Sans Devanagari, whose Latin subset is Noto Sans. */
  text: "'Noto Sans Devanagari', 'Noto Emoji'",
} as const;

/** The @fontsource files used: Latin and Devanagari at regular and bold weight, and the whole emoji font. */
const FONT_FILES = [
  'dm-serif-display/files/dm-serif-display-latin-400-normal.woff',
  'dm-serif-display/files/dm-serif-display-latin-ext-400-normal.woff',
  ...['devanagari', 'latin', 'latin-ext'].flatMap((subset) =>
    [400, 700].map(
      (weight) => `noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
    ),
  ),
  'noto-emoji/files/noto-emoji-emoji-400-normal.woff',
];

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Written aside, then renamed: another process starting at the same time never reads half a file. */
function writeOnce(file: string, data: () => Buffer | string) {
  if (existsSync(file)) return;
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, data());
  renameSync(partial, file);
}

/** Unwraps the fonts into their folder (once per set of fonts) and answers the fontconfig file naming it. */
export function prepareRendererFonts(): string {
  const require = createRequire(import.meta.url);
  const sources = FONT_FILES.map((file) => require.resolve(`@fontsource/${file}`));
  const fonts = sources.map((source) => readFileSync(source));
  const hash = createHash('sha256');
  hash.update('sfnt 1'); // what woffToSfnt makes of them: a change to it unwraps them anew
  for (const font of fonts) hash.update(font);
  const directory = path.join(os.tmpdir(), `aarohi-fonts-${hash.digest('hex').slice(0, 16)}`);
  mkdirSync(directory, { recursive: true });
  sources.forEach((source, i) => {
    writeOnce(path.join(directory, path.basename(source).replace(/\.woff$/, '.ttf')), () =>
      woffToSfnt(fonts[i] as Buffer),
    );
  });
  const config = path.join(directory, 'fonts.conf');
  writeOnce(
    config,
    () => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${escapeXml(directory)}</dir>
  <cachedir>${escapeXml(path.join(directory, 'cache'))}</cachedir>
</fontconfig>
`,
  );
  return config;
}

process.env.FONTCONFIG_FILE = prepareRendererFonts();
