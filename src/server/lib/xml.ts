/** What no XML 1.0 document may hold: C0 controls but tab and line ends, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML_CHARACTERS = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/**
 * Escapes text for XML character data and attribute values. Characters XML cannot hold are dropped, so the
 * document stays well-formed whatever the text (rows stored before admin text was cleaned may hold them).
 */
export const xmlEscape = (s: string) =>
  s
    .replace(NOT_XML_CHARACTERS, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
