import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOCALES } from '@shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import {
  expectFormattedAsLingui,
  expectLikeEnglish,
  sourceFiles,
} from '../../../../../test/catalogue-checks';
import { mailLanguage } from './mail-language';

// The mail catalogues against each other and against the server's code, as the site's are checked against the
// client's: every language has exactly English's messages, valid ICU with English's placeholders; every message
// is used by the code, and every id the code names exists.

const catalogue = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, `${code}.json`), 'utf8'));
const en = catalogue('en');
const ids = Object.keys(en);

/**
 * The server's mail code: the files that speak through a mail's language (directly, or as registrant mails), and
 * that language itself.
 */
const code = sourceFiles(resolve(import.meta.dirname, '../../..'))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
  .filter(
    ({ file, text }) => file.endsWith('mail-language.ts') || /(?:mail-language|registrant-mail)'/.test(text),
  )
  .map(({ text }) => text)
  .join('\n');

describe('mail catalogues', () => {
  it.each(LOCALES.map((l) => l.code))(
    '%s has exactly the English messages, valid, with their placeholders',
    (code) => {
      expectLikeEnglish(catalogue(code), en, code);
    },
  );

  it.each(LOCALES.map((l) => [l.code, l.intl] as const))(
    "%s's messages come out of our small runtime as out of @lingui/core's",
    (code, intl) => {
      expectFormattedAsLingui(catalogue(code), intl);
    },
  );

  it('uses every message in the mail code', () => {
    expect(ids.filter((id) => !code.includes(`'${id}'`))).toEqual([]);
  });

  it('names no message the English catalogue lacks', () => {
    const named = [...code.matchAll(/\b(?:t|say)\(\s*'([^']+)'/g)].map(([, id = '']) => id);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((id) => !(id in en))).toEqual([]);
  });
});

describe('a mail language', () => {
  it('is English for none or a language the site lacks', () => {
    expect(mailLanguage(null).code).toBe('en');
    expect(mailLanguage('fr').code).toBe('en');
    expect(mailLanguage('hi').t('greeting', { name: 'Asha' })).toBe('नमस्ते Asha,');
  });

  it("writes dates and times as the language does, in the site's zone", () => {
    const timing = {
      startsAt: new Date('2026-12-27T02:00:00Z'),
      endsAt: new Date('2026-12-27T05:30:00Z'),
      timeKnown: true,
    };
    const zone = 'America/Los_Angeles';
    expect(mailLanguage('en').longDate(timing.startsAt, zone)).toBe('Saturday, December 26, 2026');
    expect(mailLanguage('en').eventTime(timing, zone)).toBe('6:00 PM - 9:30 PM');
    expect(mailLanguage('hi').longDate(timing.startsAt, zone)).toBe('शनिवार, 26 दिसंबर 2026');
    expect(mailLanguage('hi').eventTime(timing, zone)).toBe('6:00 pm - 9:30 pm');
    expect(mailLanguage('es').longDate(timing.startsAt, zone)).toBe('sábado, 26 de diciembre de 2026');
    expect(mailLanguage('es').eventTime(timing, zone)).toBe('6:00 p.m. - 9:30 p.m.');
    expect(mailLanguage('es').eventTime({ ...timing, timeKnown: false }, zone)).toBe('Por determinar');
  });
});
