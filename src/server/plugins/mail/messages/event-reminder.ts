import type { MailMessage } from '../mail-message';
import { eventDetailLines, type MailEvent, type RegistrantMailContext } from './event-details';
import { escapeHtml } from './html-text';
import { TICKET_CID, ticketAttachment } from './ticket';

/** A map search for the venue's address (Google Maps' documented search URL, no key needed). */
export const mapUrlFor = (event: { venue: string; address: string }) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${event.venue}, ${event.address}`)}`;

/**
 * To a confirmed registrant, `reminderHoursBefore` before the start: when and where (with a map link), their
 * ticket (QR code), and a one-click "I can't make it" that opens the cancellation's confirmation page.
 */
export function eventReminder(
  input: RegistrantMailContext & {
    event: MailEvent;
    registration: { fullName: string; email: string; ticketCode: string };
    cancelUrl: string;
  },
): MailMessage {
  const { event, registration } = input;
  const mapUrl = mapUrlFor(event);
  const details = eventDetailLines(event, input.timeZone);
  const text = [
    `Hello ${registration.fullName},`,
    '',
    `A reminder: ${event.title} is coming up, and your place is confirmed.`,
    '',
    ...details,
    `Map: ${mapUrl}`,
    '',
    'Your ticket is the attached QR code: show it at the door (on your phone or printed).',
    `Ticket code: ${registration.ticketCode}`,
    '',
    "Can't make it after all? Please let us know, so your place goes to someone on the waitlist:",
    input.cancelUrl,
    '',
    input.groupName,
    input.siteUrl,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>Hello ${escapeHtml(registration.fullName)},</p>`,
    `<p>A reminder: <strong>${escapeHtml(event.title)}</strong> is coming up, and your place is confirmed.</p>`,
    `<p>${details.map(escapeHtml).join('<br>')}<br><a href="${escapeHtml(mapUrl)}">Open the map</a></p>`,
    '<p><strong>Your ticket</strong> (show it at the door):</p>',
    `<p><img src="cid:${TICKET_CID}" alt="Ticket QR code" width="264" height="264"></p>`,
    `<p style="font-family:monospace">${escapeHtml(registration.ticketCode)}</p>`,
    `<p><a href="${escapeHtml(input.cancelUrl)}">I can't make it</a>: your place goes to someone on the waitlist.</p>`,
    `<p>${escapeHtml(input.groupName)}<br><a href="${escapeHtml(input.siteUrl)}">${escapeHtml(input.siteUrl)}</a></p>`,
    '</body></html>',
  ].join('');
  return {
    kind: 'event-reminder',
    to: registration.email,
    subject: `Reminder: ${event.title}`,
    text,
    html,
    fromName: input.groupName,
    attachments: [ticketAttachment(registration.ticketCode)],
  };
}
