import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectFormattedAsLingui, expectLikeEnglish, sourceFiles } from '../../../test/catalogue-checks';
import { LOCALES } from './locales';

// The catalogues against each other and against the code: every language has exactly the English catalogue's
// messages, each one valid ICU with the same placeholders, and every message is used somewhere in the code, where
// every message id named exists.

const root = resolve(import.meta.dirname, '../../..');
const catalogue = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'messages', `${code}.json`), 'utf8'));
const en = catalogue('en');
const ids = Object.keys(en);

const code = sourceFiles(join(root, 'src/client'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('message catalogues', () => {
  it.each(LOCALES.map((l) => l.code))(
    '%s has exactly the English messages, valid, with their placeholders',
    (code) => {
      expectLikeEnglish(catalogue(code), en, code);
    },
  );

  it.each(LOCALES.map((l) => [l.code, l.intl] as const))(
    "%s's messages come out of the pages' small runtime as out of @lingui/core's",
    (code, intl) => {
      expectFormattedAsLingui(catalogue(code), intl);
    },
  );

  it('uses every message in the code', () => {
    const unused = ids.filter((id) => !code.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });

  it('names no message the English catalogue lacks', () => {
    const named = [...code.matchAll(/\bt\(\s*'([^']+)'/g)].map(([, id = '']) => id);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((id) => !(id in en))).toEqual([]);
  });
});

describe('the English catalogue', () => {
  it("holds the contact schema's messages word for word (the form shows them through the catalogue)", async () => {
    const schema = await import('../schemas/contact');
    const { INVALID_EMAIL_MESSAGE } = await import('../schemas/settings');
    expect([
      en['contact.error.firstName'],
      en['contact.error.lastName'],
      en['contact.error.email'],
      en['contact.error.subject'],
      en['contact.error.message'],
    ]).toEqual([
      schema.FIRST_NAME_MESSAGE,
      schema.LAST_NAME_MESSAGE,
      INVALID_EMAIL_MESSAGE,
      schema.SUBJECT_MESSAGE,
      schema.MESSAGE_MESSAGE,
    ]);
  });
});
