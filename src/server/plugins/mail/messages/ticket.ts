import { qrPng } from '../../../lib/qr-png';
import type { MailAttachment } from '../mail-message';

// The ticket a confirmed registrant shows at the door: its code as a QR image, attached to the mail and shown
// inline in its HTML part (mail apps that show no HTML still offer the attachment).

const TICKET_CID = 'ticket-qr';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function ticketAttachment(ticketCode: string): MailAttachment {
  return {
    filename: 'ticket-qr.png',
    content: qrPng(ticketCode).toString('base64'),
    contentType: 'image/png',
    encoding: 'base64',
    cid: TICKET_CID,
  };
}

/** The mail's text as HTML, followed by the ticket's QR code and its code in words. */
export function ticketHtml(text: string, ticketCode: string): string {
  return [
    '<!doctype html><html><body>',
    `<div style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(text)}</div>`,
    '<p style="font-family:sans-serif"><strong>Your ticket</strong> (show it at the door):</p>',
    `<p><img src="cid:${TICKET_CID}" alt="Ticket QR code" width="264" height="264"></p>`,
    `<p style="font-family:monospace">${escapeHtml(ticketCode)}</p>`,
    '</body></html>',
  ].join('');
}
