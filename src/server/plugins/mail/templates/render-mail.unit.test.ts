import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail';

const brand = { groupName: 'Aarohi <Tracy>', siteUrl: 'https://events.example.org' };

describe('renderMail', () => {
  const mail = renderMail(
    {
      subject: 'Registration confirmed: Diwali',
      blocks: [
        { kind: 'greeting', name: 'Asha <b>' },
        {
          kind: 'paragraph',
          text: 'See https://maps.example.com/x or write to a@b.org.\n<script>x</script>',
          linkify: true,
        },
        { kind: 'details', rows: [['Date', 'Friday, October 18, 2030']] },
        { kind: 'ticket', code: 'ABCD-1234', cid: 'ticket-qr' },
        {
          kind: 'action',
          intro: 'Open this link:',
          label: 'Manage',
          url: 'https://events.example.org/m?x=1&y=2',
        },
        { kind: 'quote', intro: 'You wrote:', text: 'one\ntwo' },
      ],
      unsubscribeUrl: 'https://events.example.org/unsubscribe/t',
    },
    brand,
  );

  it('says the same in the text part as in the HTML part, the group and site last', () => {
    expect(mail.text).toBe(
      [
        'Hello Asha <b>,',
        'See https://maps.example.com/x or write to a@b.org.\n<script>x</script>',
        'Date: Friday, October 18, 2030',
        'Your ticket is the attached QR code: show it at the door (on your phone or printed).\nTicket code: ABCD-1234',
        'Open this link:\nhttps://events.example.org/m?x=1&y=2',
        'You wrote:\n> one\n> two',
        'Aarohi <Tracy>\nhttps://events.example.org',
        'To stop getting these messages: https://events.example.org/unsubscribe/t',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('Friday, October 18, 2030');
    expect(mail.html).toContain('ABCD-1234');
  });

  it('escapes what people typed and makes their links clickable', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('href="https://maps.example.com/x"');
    expect(mail.html).toContain('href="mailto:a@b.org"');
  });

  it('has only absolute links, the inline ticket image, dark-mode and phone styles', () => {
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|mailto:)/);
    expect(hrefs).toContain('https://events.example.org/unsubscribe/t');
    expect(mail.html).toContain('src="cid:ticket-qr"');
    expect(mail.html).toContain('name="color-scheme" content="light dark"');
    expect(mail.html).toContain('prefers-color-scheme: dark');
    expect(mail.html).toContain('name="viewport"');
    expect(mail.html).toContain('#8c1d2f');
  });

  it('refuses a relative link', () => {
    expect(() =>
      renderMail(
        { subject: 's', blocks: [{ kind: 'action', intro: 'i', label: 'l', url: '/events/x' }] },
        brand,
      ),
    ).toThrow(/absolute/);
  });
});
