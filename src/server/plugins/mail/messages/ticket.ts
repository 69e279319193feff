import { qrPng } from '../../../lib/qr-png';
import type { MailAttachment } from '../mail-message';

// The ticket a confirmed registrant shows at the door: its code as a QR image, attached to the mail and shown
// inline in its HTML part (the `ticket` block, img src="cid:ticket-qr"); mail apps that show no HTML still offer
// the attachment.

export const TICKET_CID = 'ticket-qr';

export function ticketAttachment(ticketCode: string): MailAttachment {
  return {
    filename: 'ticket-qr.png',
    content: qrPng(ticketCode).toString('base64'),
    contentType: 'image/png',
    encoding: 'base64',
    cid: TICKET_CID,
  };
}
