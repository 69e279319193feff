// Stands for the value while the message is formatted: a character no message or name holds.
const MARK = '\u{F0000}';

/**
 * A message's text before and after one of its values, to show that value in its own element (a title in bold)
 * wherever the language puts it: `format` formats the message with the value it is given.
 */
export function aroundValue(format: (value: string) => string): [before: string, after: string] {
  const text = format(MARK);
  const at = text.indexOf(MARK);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + MARK.length)];
}
