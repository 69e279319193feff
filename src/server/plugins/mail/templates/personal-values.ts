import { type MailBlock, type MailBrand, type MailContent, mailPreview } from './mail-blocks';

// A mail-out (an event's reminders, an organisers' message) sends one mail to thousands of people that differs
// only in a few values: the name, the ticket code, the personal links. Rendering the React mail is most of the
// processor time a mail costs, so such a mail is rendered once with a marker in place of each personal value, and
// each recipient's copy is that rendering with their values put back in, escaped as React escapes them.

/** The rendered parts of a mail. */
export type MailParts = { text: string; html: string };

/**
 * Markers are made of private-use characters; a mail holding any of its own is rendered on its own, so a marker
 * cannot be confused with text.
 */
const MARKER_START = '\uE000';
const MARKER_END = '\uE001';
const FIRST_INDEX = 0xe100;
const MAX_VALUES = 64;
const MARKER = /\uE000([\uE100-\uE13F])\uE001/g;
const PRIVATE_USE = /[\uE000-\uF8FF]/;

const markerFor = (index: number) =>
  `${MARKER_START}${String.fromCharCode(FIRST_INDEX + index)}${MARKER_END}`;

/** React's escaping of text and attribute values (escapeTextForBrowser). */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Renderings by their content with markers in place of the personal values; a mail-out uses one at a time. */
const renderings = new Map<string, MailParts>();
const KEPT_RENDERINGS = 32;

function markedBlock(block: MailBlock, mark: (text: string) => string): MailBlock {
  switch (block.kind) {
    case 'greeting':
      return { ...block, name: mark(block.name) };
    case 'paragraph':
    case 'note':
      return { ...block, text: mark(block.text) };
    case 'details':
      return { ...block, rows: block.rows.map(([label, value]) => [mark(label), mark(value)] as const) };
    case 'action':
      return { ...block, intro: mark(block.intro), label: mark(block.label), url: mark(block.url) };
    case 'ticket':
      return { ...block, code: mark(block.code) };
    case 'quote':
      return { ...block, intro: mark(block.intro), text: mark(block.text) };
  }
}

/**
 * `content` with every occurrence of each value replaced by its marker, or null where a marker could change how
 * the mail renders: a value on several lines (text is split at line breaks) or inside a paragraph whose links
 * become clickable (a marker is not a link) or the inbox preview (cut and padded to a length), or a mail holding
 * a private-use character of its own.
 */
function withMarkers(content: MailContent, brand: MailBrand, values: readonly string[]): MailContent | null {
  if (values.length > MAX_VALUES) return null;
  if (PRIVATE_USE.test(JSON.stringify([content, brand.groupName, brand.siteUrl]))) return null;
  // Longest first: a value inside a longer one (a name inside a link) must not break the longer one's marker.
  const order = values
    .map((value, index) => ({ value, marker: markerFor(index) }))
    .filter(({ value }) => value.length > 0)
    .sort((a, b) => b.value.length - a.value.length);
  if (order.some(({ value }) => /[\r\n]/.test(value))) return null;
  const mark = (text: string) => {
    let marked = text;
    for (const { value, marker } of order)
      if (marked.includes(value)) marked = marked.split(value).join(marker);
    return marked;
  };
  // A marker is not a link: in a paragraph whose links become clickable, a value must be rendered as itself.
  const linked = content.blocks.some((b) => b.kind === 'paragraph' && b.linkify && mark(b.text) !== b.text);
  // The preview is cut and padded to a length: a marker's length is not its value's.
  const preview = mailPreview(content);
  if (linked || mark(preview) !== preview) return null;
  const blocks = content.blocks.map((block) => markedBlock(block, mark));
  return {
    ...content,
    subject: mark(content.subject),
    ...(content.preview !== undefined ? { preview: mark(content.preview) } : {}),
    ...(content.unsubscribeUrl !== undefined ? { unsubscribeUrl: mark(content.unsubscribeUrl) } : {}),
    blocks,
  };
}

/**
 * The mail's parts as `render` makes them, rendered once for every mail that differs from this one only in
 * `values` (each recipient's own).
 */
export function renderWithPersonalValues(
  content: MailContent,
  brand: MailBrand,
  values: readonly string[],
  render: (content: MailContent, brand: MailBrand) => MailParts,
): MailParts {
  const marked = withMarkers(content, brand, values);
  if (!marked) return render(content, brand);
  const key = JSON.stringify([marked, brand.groupName, brand.siteUrl]);
  let rendering = renderings.get(key);
  if (rendering) renderings.delete(key);
  else {
    rendering = render(marked, brand);
    if (renderings.size >= KEPT_RENDERINGS) renderings.delete(renderings.keys().next().value as string);
  }
  renderings.set(key, rendering);
  const valueAt = (marker: string) => values[marker.charCodeAt(0) - FIRST_INDEX] ?? '';
  return {
    text: rendering.text.replace(MARKER, (_, marker: string) => valueAt(marker)),
    html: rendering.html.replace(MARKER, (_, marker: string) => escapeHtml(valueAt(marker))),
  };
}
