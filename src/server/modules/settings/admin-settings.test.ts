import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { useTestApp } from '../../../../test/test-app';

const settings = {
  groupName: 'Sangam',
  tagline: 'Music and more',
  aboutText: 'First.\n\nSecond.',
  contactEmail: 'hello@sangam.example',
  whatsappLink: 'https://chat.whatsapp.com/abc',
  instagramLink: 'https://instagram.com/sangam',
  announcementText: 'Parking is free',
  showAnnouncement: true,
};

describe('PUT /api/admin/settings', () => {
  const t = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
  });
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload });

  it('saves the settings, which visitors then see', async () => {
    const res = await put(settings);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(settings);
    expect((await t.app.inject('/api/settings')).json()).toEqual(settings);
  });

  it('requires a tagline: "Tagline is required"', async () => {
    for (const tagline of ['', '   ', undefined]) {
      const res = await put({ ...settings, tagline });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Tagline is required');
    }
  });

  it('checks a given contact email: "Please enter a valid email address"; an empty one falls back to the default', async () => {
    const bad = await put({ ...settings, contactEmail: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email address');
    const empty = await put({ ...settings, contactEmail: '' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().contactEmail).toMatch(/^info@/);
  });

  it('refuses script links, unknown properties and over-long text', async () => {
    expect((await put({ ...settings, whatsappLink: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await put({ ...settings, instagramLink: '#' })).statusCode).toBe(200);
    expect((await put({ ...settings, isAdmin: true })).statusCode).toBe(400);
    expect((await put({ ...settings, announcementText: 'x'.repeat(501) })).statusCode).toBe(400);
  });
});
