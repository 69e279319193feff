import type { MailMessage } from '../mail-message';
import { escapeHtml, textToHtml } from './html-text';

/**
 * An admin's message to a registrant of an event: the admin's text (plain, its links clickable in the HTML
 * part), then why they get it and how to get no more (also as List-Unsubscribe, one click).
 */
export function eventMessageMail(input: {
  event: { title: string };
  registration: { fullName: string; email: string };
  subject: string;
  body: string;
  groupName: string;
  siteUrl: string;
  /** The page that confirms unsubscribing (for people). */
  unsubscribePageUrl: string;
  /** The RFC 8058 one-click address (for mail apps). */
  unsubscribeUrl: string;
}): MailMessage {
  const footer = `You receive this because you registered for ${input.event.title}.`;
  const text = [
    `Hello ${input.registration.fullName},`,
    '',
    input.body,
    '',
    '--',
    input.groupName,
    input.siteUrl,
    '',
    footer,
    `To get no more messages about this event: ${input.unsubscribePageUrl}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>Hello ${escapeHtml(input.registration.fullName)},</p>`,
    textToHtml(input.body),
    `<p>— ${escapeHtml(input.groupName)}<br><a href="${escapeHtml(input.siteUrl)}">${escapeHtml(input.siteUrl)}</a></p>`,
    `<p style="font-size:12px;color:#666">${escapeHtml(footer)} `,
    `<a href="${escapeHtml(input.unsubscribePageUrl)}">Unsubscribe from messages about this event</a></p>`,
    '</body></html>',
  ].join('');
  return {
    kind: 'event-message',
    to: input.registration.email,
    subject: input.subject,
    text,
    html,
    fromName: input.groupName,
    unsubscribeUrl: input.unsubscribeUrl,
  };
}
