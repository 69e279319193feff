import type { AddressedMessage } from './mail-message';
import { type MimeMessage, mimeMessage } from './mime-message';
import { withQrCodesDrawn } from './qr-code-attachment';
import { withBodyRendered } from './templates/render-mail';

/**
 * A mail made into the bytes that are sent: its text and HTML rendered from its draft, its QR codes drawn, its
 * MIME written (a stored mail's Message-ID from its id, see mime-message.ts). Pure work on the processor, no I/O:
 * it runs on the server's thread or on the composing worker (mail-composer.ts) alike.
 */
export async function composeMail(message: AddressedMessage, storedId: string | null): Promise<MimeMessage> {
  const drawn = await withQrCodesDrawn(withBodyRendered(message));
  return mimeMessage({ ...drawn, from: message.from }, storedId);
}
