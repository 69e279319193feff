import { describe, expect, it } from 'vitest';
import { isMailDomain, mailSenderFor } from './sender';

describe('the mail sender', () => {
  it('defaults to no-reply on PUBLIC_URL’s host, with the group’s name', () => {
    const sender = mailSenderFor({ mailFrom: undefined, publicUrl: 'https://Events.Example.org' });
    expect(sender.problem).toBeNull();
    expect(sender.address).toBe('no-reply@events.example.org');
    expect(sender.fromFor('Sangam "Tracy"')).toBe('"Sangam Tracy" <no-reply@events.example.org>');
  });

  it('is MAIL_FROM when set, whatever PUBLIC_URL is', () => {
    const sender = mailSenderFor({ mailFrom: 'events@sangam.example', publicUrl: 'http://10.0.0.5:3000' });
    expect(sender).toMatchObject({ problem: null, address: 'events@sangam.example' });
    expect(sender.fromFor('G')).toBe('events@sangam.example');
  });

  it('is never on an IP address or localhost: then MAIL_FROM must be set', () => {
    for (const publicUrl of [
      'http://192.168.1.5:3000',
      'http://[::1]:3000',
      'http://localhost:3000',
      'http://app.localhost',
      'http://intranet:8080',
      undefined,
    ]) {
      const sender = mailSenderFor({ mailFrom: undefined, publicUrl });
      expect(sender.address, publicUrl).toBeNull();
      expect(sender.problem, publicUrl).toMatch(/MAIL_FROM is not set/);
      expect(sender.fromFor('G')).toBe('"G" <no-reply@mail-from-not-set.invalid>');
    }
    expect(isMailDomain('sangam.example')).toBe(true);
    expect(isMailDomain('127.0.0.1')).toBe(false);
  });
});
