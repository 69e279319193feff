import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { formatMessage, type CompiledMessage as SmallRuntimeMessage } from '@shared/i18n/format-message';
import { expect } from 'vitest';

// Checks shared by the site's message catalogues and the mail's: both are ICU catalogues keyed by id, English the
// source.

/** The TypeScript source files under `folder`, tests left out. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A message's placeholders (`{count, plural, …}` → [count, plural]), nested choices included. */
function placeholderTokens(message: CompiledMessage): [name: string, type: string | undefined][] {
  const found: [string, string | undefined][] = [];
  const walk = (tokens: CompiledMessage) => {
    if (typeof tokens === 'string') return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      found.push([name, type]);
      if (format && typeof format === 'object')
        for (const choice of Object.values(format))
          if (Array.isArray(choice)) walk(choice as CompiledMessage);
    }
  };
  walk(message);
  return found;
}

/** The names a message's placeholders use, each once, sorted. */
const placeholders = (message: CompiledMessage) =>
  [...new Set(placeholderTokens(message).map(([name]) => name))].sort();

/** `messages` (language `code`) has exactly English's ids, each a valid, non-empty ICU message with its placeholders. */
export function expectLikeEnglish(
  messages: Record<string, string>,
  en: Record<string, string>,
  code: string,
): void {
  const ids = Object.keys(en);
  expect(Object.keys(messages).sort()).toEqual([...ids].sort());
  for (const id of ids) {
    const text = messages[id] ?? '';
    expect(text.trim(), `${code} ${id}`).not.toBe('');
    expect(placeholders(compileMessageOrThrow(text)), `${code} ${id}`).toEqual(
      placeholders(compileMessageOrThrow(en[id] ?? '')),
    );
  }
}

/** Values for every placeholder a message names, with a count that picks each plural form in turn. */
const valuesFor = (message: CompiledMessage, count: number): Record<string, string | number> =>
  Object.fromEntries(
    placeholderTokens(message).map(([name, type]) => [
      name,
      type === 'plural' || type === 'number' ? count : `‹${name}›`,
    ]),
  );

/**
 * Every message of a catalogue (language `intl`) comes out of our small ICU runtime (format-message.ts) as it does
 * out of @lingui/core's, with each plural form chosen in turn.
 */
export function expectFormattedAsLingui(messages: Record<string, string>, intl: string) {
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, compileMessageOrThrow(text)]),
  );
  const lingui = setupI18n({ locale: intl, messages: { [intl]: compiled } });
  for (const [id, message] of Object.entries(compiled)) {
    for (const count of [0, 1, 2, 5, 1234]) {
      const values = valuesFor(message, count);
      expect(formatMessage(message as SmallRuntimeMessage, values, intl), `${intl} ${id} ${count}`).toBe(
        lingui._(id, values),
      );
    }
  }
}
