import { describe, expect, it } from 'vitest';
import { linkifyText, splitParagraphs } from './linkify';

const links = (text: string) => linkifyText(text).filter((p) => p.type === 'link');

describe('linkifyText', () => {
  it('leaves text without links as one part', () => {
    expect(linkifyText('Join us for dinner.')).toEqual([{ type: 'text', value: 'Join us for dinner.' }]);
    expect(linkifyText('')).toEqual([]);
  });

  it('finds http, https and www links', () => {
    expect(linkifyText('Tickets at https://example.org/t?id=1 now')).toEqual([
      { type: 'text', value: 'Tickets at ' },
      { type: 'link', value: 'https://example.org/t?id=1', href: 'https://example.org/t?id=1' },
      { type: 'text', value: ' now' },
    ]);
    expect(links('see www.example.com')).toEqual([
      { type: 'link', value: 'www.example.com', href: 'https://www.example.com/' },
    ]);
    expect(links('http://a.example.com/x')[0]?.href).toBe('http://a.example.com/x');
  });

  it('keeps sentence punctuation and unmatched brackets out of the link', () => {
    expect(links('Visit https://example.org.')[0]?.value).toBe('https://example.org');
    expect(links('(see https://example.org/page)')[0]?.value).toBe('https://example.org/page');
    expect(links('https://en.wikipedia.org/wiki/Diwali_(festival), ok')[0]?.value).toBe(
      'https://en.wikipedia.org/wiki/Diwali_(festival)',
    );
    expect(links('"https://example.org/a"')[0]?.value).toBe('https://example.org/a');
  });

  it('turns e-mail addresses into mailto links', () => {
    expect(links('Write to info@aarohi.org!')).toEqual([
      { type: 'link', value: 'info@aarohi.org', href: 'mailto:info@aarohi.org' },
    ]);
  });

  it('never links script or data URLs, or markup', () => {
    expect(links('javascript:alert(1)')).toEqual([]);
    expect(links('data:text/html,<b>x</b>')).toEqual([]);
    const parts = linkifyText('<a href="https://evil.example">x</a>');
    expect(parts.map((p) => p.value).join('')).toBe('<a href="https://evil.example">x</a>');
    expect(links('<script>https://x.example/</script>')[0]?.value).toBe('https://x.example/');
  });

  it('skips a scheme with no host', () => {
    expect(links('https:// nothing')).toEqual([]);
    expect(links('http://localhostish')).toEqual([]);
  });

  it('gives the original text back when joined', () => {
    const text = 'A https://a.example/x, b www.b.example; c@d.example (https://e.example/(y)) end.';
    expect(
      linkifyText(text)
        .map((p) => p.value)
        .join(''),
    ).toBe(text);
    expect(links(text)).toHaveLength(4);
  });
});

describe('splitParagraphs', () => {
  it('splits at blank lines and drops empty ones', () => {
    expect(splitParagraphs('One\nstill one\n\nTwo\r\n  \r\nThree\n\n\n')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
    expect(splitParagraphs('   ')).toEqual([]);
  });
});
