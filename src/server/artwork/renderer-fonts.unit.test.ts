import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_FONTS } from './renderer-fonts';

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** `text` drawn black on white as a share card draws it: its pixels and the size of its ink. */
async function draw(text: string, fontFamily: string = CARD_FONTS.title) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="200"><rect width="900" height="200" fill="#fff"/><text x="100" y="130" font-family="${fontFamily}" font-weight="700" font-size="64" fill="#000">${escapeXml(text)}</text></svg>`;
  const pixels = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
  const ink = await sharp(Buffer.from(svg))
    .trim({ background: '#ffffff', threshold: 10 })
    .toBuffer({ resolveWithObject: true });
  return { pixels, width: ink.info.width, height: ink.info.height };
}

/**
 * A character no font has is drawn as a "tofu" box (Pango writes the code point's hex digits in it). Every box of
 * as many digits has the same size, whichever character it stands for: that of a private-use character, which no
 * font draws.
 */
const tofuOf = (codePoint: number) => draw(String.fromCodePoint(codePoint > 0xffff ? 0xf0000 : 0xe000));

describe('the fonts share cards are drawn with', () => {
  it('draw every character of a Hindi title with an emoji, and of an English one: no tofu box', async () => {
    const bmpTofu = await tofuOf(0xe000);
    const astralTofu = await tofuOf(0xf0000);
    // The check can fail: a private-use character is a box the size of the reference.
    expect([(await draw('\u{e123}')).width, (await draw('\u{e123}')).height]).toEqual([
      bmpTofu.width,
      bmpTofu.height,
    ]);
    for (const char of new Set('दिवाली मेला 🎆 Diwali Mela, Oct 18 · 5:00 PM'.replaceAll(' ', ''))) {
      const codePoint = char.codePointAt(0) ?? 0;
      const tofu = codePoint > 0xffff ? astralTofu : bmpTofu;
      const drawn = await draw(char);
      expect([drawn.width, drawn.height], `U+${codePoint.toString(16)} ${char}`).not.toEqual([
        tofu.width,
        tofu.height,
      ]);
    }
  });

  it('shapes Devanagari: a vowel sign joins its consonant (दि is one syllable, narrower than द and ि apart)', async () => {
    const syllable = await draw('दि');
    const apart = await draw('द ि');
    expect(syllable.width).toBeLessThan(apart.width);
  });

  it('never uses the machine’s fonts: a family installed on this machine draws as an unknown one', async () => {
    // Monospaced families found on most Linux machines (this one may have neither: the check then holds
    // trivially). Seen by the renderer, they would draw narrower, evenly spaced letters than the fallback; it sees
    // only the site's fonts, so they fall back as a made-up family does.
    for (const family of ['DejaVu Sans Mono', 'Liberation Mono']) {
      const installed = await draw('Diwali Mela', `'${family}'`);
      const unknown = await draw('Diwali Mela', "'No Such Font Family'");
      expect(installed.pixels.equals(unknown.pixels), family).toBe(true);
    }
  });
});
