import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import type MimeNode from 'nodemailer/lib/mime-node';
import * as qp from 'nodemailer/lib/qp';
import type { OutgoingMessage } from './mail-message';

// A message made whole in memory: the bytes an SMTP server or the outbox receives, lines ending in CRLF.
// nodemailer decides everything in it (its MIME tree, headers and their encoding, boundaries, each part's transfer
// encoding); only the writing out is done here. nodemailer writes a tree through a chain of streams, a few per
// part, and for a mail-out of thousands of mails that machinery cost more processor time than everything else a
// mail needs; the tree of our mails holds strings and buffers only, so it is written in one pass instead. A test
// checks the bytes against nodemailer's own writing of the same tree (every-mail-mime.unit.test.ts).

/** The line length of encoded bodies (RFC 2045's limit). */
const LINE_LENGTH = 76;

export type MimeMessage = {
  envelope: { from: string | false; to: string[] };
  raw: Buffer;
  messageId: string;
};

/**
 * What makes a stored mail's bytes its own: a Message-ID on the sender's domain and the boundaries' shared part,
 * both from the stored mail's id. A mail tried again (after a failure, or after a crash before it was recorded
 * as sent) goes out as the same message, so a mailbox that has it already can drop the copy. (nodemailer then
 * draws random bytes only for its inner parts, whose own boundaries it never uses.)
 */
export type MailIdentity = { messageId: string; baseBoundary: string };

export function storedMailIdentity(message: OutgoingMessage, storedId: string): MailIdentity {
  const compact = storedId.replace(/-/g, '');
  const address = addressparser(message.from, { flatten: true })[0]?.address ?? '';
  const domain = address.includes('@') ? address.slice(address.lastIndexOf('@') + 1) : 'localhost';
  return { messageId: `<${storedId}@${domain}>`, baseBoundary: compact };
}

/**
 * nodemailer's MIME tree of the message, with its List-* headers as its mailer adds them. Without an identity,
 * nodemailer draws a random Message-ID and boundaries (a mail that is not stored: the admin's test mail).
 */
export function mimeTree(message: OutgoingMessage, identity?: MailIdentity): MimeNode {
  const { list, ...options } = message;
  const root = new MailComposer({ ...options, ...identity, newline: 'windows' }).compile();
  if (list?.unsubscribe)
    root.addHeader('List-Unsubscribe', { prepared: true, foldLines: true, value: `<${list.unsubscribe}>` });
  return root;
}

const BASE64_LINE = new RegExp(`.{${LINE_LENGTH}}(?=.)`, 'g');
const base64Lines = (content: Buffer) => content.toString('base64').replace(BASE64_LINE, '$&\r\n');

/** One part's body as nodemailer's encoders write it. */
function encodedContent(node: MimeNode, content: string | Buffer): string {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  switch (node.getTransferEncoding()) {
    case 'base64':
      return base64Lines(bytes);
    case 'quoted-printable':
      return qp.wrap(qp.encode(bytes), LINE_LENGTH);
    default:
      return bytes.toString('utf8');
  }
}

function write(node: MimeNode, out: string[]): void {
  out.push(`${node.buildHeaders()}\r\n\r\n`);
  const { content } = node;
  if (content !== undefined && content !== '') {
    if (typeof content !== 'string' && !Buffer.isBuffer(content))
      throw new Error('mail parts must be strings or buffers');
    out.push(encodedContent(node, content));
  }
  if (!node.multipart) return;
  for (const [i, child] of node.childNodes.entries()) {
    out.push(`${i > 0 ? '\r\n' : ''}--${node.boundary}\r\n`);
    write(child, out);
  }
  out.push(`\r\n--${node.boundary}--\r\n`);
}

/** The bytes of a MIME tree, as nodemailer's `build` writes them. */
export function writeMime(root: MimeNode): Buffer {
  const out: string[] = [];
  write(root, out);
  let text = out.join('');
  // As nodemailer ends it: on a line break, then every line break a CRLF.
  if (!text.endsWith('\n')) text += text.endsWith('\r') ? '\n' : '\r\n';
  return Buffer.from(text.replace(/\r?\n/g, '\r\n'));
}

/**
 * The message's bytes, its SMTP envelope and its Message-ID: a stored mail's from its id (storedMailIdentity), or
 * with `storedId` null a random one (a mail that is not stored).
 */
export function mimeMessage(message: OutgoingMessage, storedId: string | null): MimeMessage {
  const root = mimeTree(message, storedId ? storedMailIdentity(message, storedId) : undefined);
  return { envelope: root.getEnvelope(), raw: writeMime(root), messageId: root.messageId() };
}
