// Finds web links and e-mail addresses in plain text so the client can render them as elements (never as HTML).
// Hand-written instead of linkifyjs: a few lines of regular expression cost nothing in the page's JavaScript budget.

export type TextPart = { type: 'text'; value: string } | { type: 'link'; value: string; href: string };

const LINK =
  /\b(?:https?:\/\/|www\.)[^\s<>"']+|[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;
const TRAILING_PUNCTUATION = /[.,;:!?'"*]+$/;

/** Drops punctuation that ends a sentence and a closing bracket that the link did not open. */
function trimLink(raw: string): string {
  let link = raw.replace(TRAILING_PUNCTUATION, '');
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    while (link.endsWith(close) && link.split(close).length > link.split(open).length) {
      link = link.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
    }
  }
  return link;
}

function hrefOf(link: string): string | null {
  if (!link.includes('/') && link.includes('@') && !/^www\./i.test(link)) return `mailto:${link}`;
  const candidate = /^www\./i.test(link) ? `https://${link}` : link;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Splits text into plain parts and link parts; joining every part's value gives the text back. */
export function linkifyText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (value: string) => {
    if (!value) return;
    const prev = parts.at(-1);
    if (prev?.type === 'text') prev.value += value;
    else parts.push({ type: 'text', value });
  };
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const link = trimLink(match[0]);
    const href = link ? hrefOf(link) : null;
    if (!href) continue;
    push(text.slice(last, start));
    parts.push({ type: 'link', value: link, href });
    last = start + link.length;
  }
  push(text.slice(last));
  return parts;
}

/** Paragraphs at blank lines (the about text on the home page). */
export const splitParagraphs = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
