// The runtime for the catalogues' messages (the pages' and the mails'), compiled by @lingui/message-utils: a message
// is a string, or a list of strings and placeholders (`[name]`, `[name, 'number']`, `[name, 'plural', {one: …}]`).
// A few lines that do what @lingui/core's runtime does with them: a quarter of its weight on every page, and none
// of the formatters it builds anew for every message (the catalogue tests check both say the same).

type Token = string | [name: string, type?: string, format?: unknown];
export type CompiledMessage = string | Token[];
export type CompiledMessages = Record<string, CompiledMessage>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function rulesFor(intl: string, ordinal: boolean): Intl.PluralRules {
  const key = `${intl} ${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(intl, { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRules.set(key, rules);
  }
  return rules;
}

function formatNumber(intl: string, value: number): string {
  let format = numberFormats.get(intl);
  if (!format) {
    format = new Intl.NumberFormat(intl);
    numberFormats.set(intl, format);
  }
  return format.format(value);
}

/**
 * A compiled message with its values, in a locale (plural categories and numbers as Intl has them there):
 * `{count, plural, =0 {…} one {# photo} other {# photos}}`, `{kind, select, …}`, `{n, number}`, `{name}`.
 */
export function formatMessage(
  message: CompiledMessage,
  values: Record<string, string | number>,
  intl: string,
): string {
  const walk = (tokens: CompiledMessage | undefined, count?: string): string => {
    if (tokens === undefined) return '';
    if (typeof tokens === 'string') return tokens;
    let text = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        text += token === '#' && count !== undefined ? count : token;
        continue;
      }
      const [name, type, format] = token;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const { offset = 0, ...cases } = format as Record<string, CompiledMessage> & { offset?: number };
        const n = Number(value);
        const chosen = cases[String(n)] ?? cases[rulesFor(intl, type === 'selectordinal').select(n - offset)];
        text += walk(chosen ?? cases.other, formatNumber(intl, n - offset));
      } else if (type === 'select') {
        const cases = format as Record<string, CompiledMessage>;
        text += walk(cases[String(value)] ?? cases.other);
      } else if (type === 'number') {
        text += formatNumber(intl, Number(value));
      } else if (value !== undefined && value !== null) {
        text += String(value);
      }
    }
    return text;
  };
  return walk(message);
}
