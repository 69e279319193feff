import type { QrCodeAttachment } from '../mail-message';

// The ticket a confirmed registrant shows at the door: its code as a QR image, attached to the mail and shown
// inline in its HTML part (the `ticket` block, img src="cid:ticket-qr"); mail apps that show no HTML still offer
// the attachment.

export const TICKET_CID = 'ticket-qr';

/** The ticket's QR code, drawn when the mail is sent (qr-code-attachment.ts), not while the registrant waits. */
export function ticketAttachment(ticketCode: string): QrCodeAttachment {
  return { filename: 'ticket-qr.png', qrCode: ticketCode, cid: TICKET_CID };
}
