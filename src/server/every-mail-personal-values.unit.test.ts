import { describe, expect, it } from 'vitest';
import {
  mailEvent as event,
  mailOutMails,
  registrantMails,
  mailSite as site,
} from '../../test/registrant-mails';
import type { MailMessage } from './plugins/mail/mail-message';
import type { MailContent } from './plugins/mail/templates/mail-blocks';
import { renderWithPersonalValues } from './plugins/mail/templates/personal-values';
import { renderMail } from './plugins/mail/templates/render-mail';

// A mail rendered once for many recipients, with each one's values put back in, must be the very mail rendered for
// that recipient alone: the same bytes in both parts, whatever the name holds.

const names = [
  'Asha',
  `Mary O'Brien & "Sons" <b>bold</b>`,
  'आशा पटेल',
  'José Núñez',
  'a',
  'Hall',
  'https://evil.example.org',
];

function mailsTo(fullName: string, language: 'en' | 'hi' | 'es', i: number): Record<string, MailMessage> {
  const registration = {
    fullName,
    email: `guest${i}@example.org`,
    guestCount: 2,
    ticketCode: `TK${i}-2345`,
    language,
  };
  const manageUrl = `https://events.example.org/events/diwali?manage=${i}.token&x=1`;
  return {
    ...registrantMails({ ...site, event, registration, manageUrl }),
    ...mailOutMails({ ...site, event, registration, manageUrl }, i),
  };
}

describe('mails rendered once for many recipients', () => {
  it('are, for each recipient, the mail rendered for them alone', () => {
    for (const language of ['en', 'hi', 'es'] as const)
      for (const [i, name] of (language === 'en' ? names : names.slice(1, 3)).entries())
        for (const [kind, mail] of Object.entries(mailsTo(name, language, i))) {
          const { content, brand, personal } = mail.draft;
          expect(personal, kind).toBeDefined();
          const shared = renderMail(content, brand, personal);
          const alone = renderMail(content, brand);
          expect(shared.html, `${kind} ${language} ${name}`).toBe(alone.html);
          expect(shared.text, `${kind} ${language} ${name}`).toBe(alone.text);
        }
  });

  it('render the mail once for recipients that differ only in their values', () => {
    const contentFor = (name: string, link: string): MailContent => ({
      subject: 'Reminder',
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: 'See you tomorrow.' },
        { kind: 'action', intro: 'Cannot come?', label: 'Cancel', url: link },
      ],
    });
    let renders = 0;
    const render = (content: MailContent) => {
      renders++;
      return { text: JSON.stringify(content.blocks), html: JSON.stringify(content.blocks) };
    };
    const brand = { groupName: 'Once', siteUrl: 'https://once.example.org' };
    const first = renderWithPersonalValues(
      contentFor('Ravi', 'https://once.example.org/c/1'),
      brand,
      ['Ravi', 'https://once.example.org/c/1'],
      render,
    );
    const second = renderWithPersonalValues(
      contentFor('Meera <3', 'https://once.example.org/c/2'),
      brand,
      ['Meera <3', 'https://once.example.org/c/2'],
      render,
    );
    expect(renders).toBe(1);
    expect(first.text).toContain('"Ravi"');
    expect(second.text).toContain('"Meera <3"');
    expect(second.html).toContain('"Meera &lt;3"');
    expect(second.text).toContain('https://once.example.org/c/2');
  });

  it('render on their own where a marker would change the rendering (a line break, a linked paragraph, private-use text)', () => {
    let renders = 0;
    const render = () => {
      renders++;
      return { text: '', html: '' };
    };
    const brand = { groupName: 'Apart', siteUrl: 'https://apart.example.org' };
    const linked: MailContent = {
      subject: 'Note',
      blocks: [{ kind: 'paragraph', text: 'Write to ravi@example.org', linkify: true }],
    };
    renderWithPersonalValues(linked, brand, ['ravi@example.org'], render);
    renderWithPersonalValues(linked, brand, ['ravi@example.org'], render);
    const twoLines: MailContent = { subject: 'Hi', blocks: [{ kind: 'greeting', name: 'Ravi\nKumar' }] };
    renderWithPersonalValues(twoLines, brand, ['Ravi\nKumar'], render);
    renderWithPersonalValues(twoLines, brand, ['Ravi\nKumar'], render);
    // Text that looks like a marker is left alone: the mail is rendered as it is.
    const lookalike: MailContent = {
      subject: 'Hi',
      blocks: [
        { kind: 'paragraph', text: 'Code \uE000\uE100\uE001' },
        { kind: 'greeting', name: 'Ravi' },
      ],
    };
    renderWithPersonalValues(lookalike, brand, ['Ravi'], render);
    renderWithPersonalValues(lookalike, brand, ['Ravi'], render);
    expect(renders).toBe(6);
  });
});
