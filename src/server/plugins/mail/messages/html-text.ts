import { linkifyText, splitParagraphs } from '@shared/linkify';

// Plain text someone typed, as mail HTML: every character escaped, paragraphs at blank lines, and its web links
// (the same ones the site makes clickable, src/shared/linkify.ts) as anchors. Nothing typed becomes markup.

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function textToHtml(text: string): string {
  return splitParagraphs(text)
    .map((paragraph) => {
      const inner = linkifyText(paragraph)
        .map((part) =>
          part.type === 'link'
            ? `<a href="${escapeHtml(part.href)}">${escapeHtml(part.value)}</a>`
            : escapeHtml(part.value),
        )
        .join('');
      return `<p style="white-space:pre-line">${inner}</p>`;
    })
    .join('');
}
