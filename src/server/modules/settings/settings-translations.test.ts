import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { useTestApp } from '../../../../test/test-app';

// The tagline, about text and announcement in the other languages (docs/i18n.md, "Content").

describe('site settings per language', () => {
  const t = useTestApp({}, { publicCache: true });
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
  });
  const settings = {
    groupName: 'Sangam',
    tagline: 'Music and more',
    aboutText: 'About us',
    announcementText: 'Parking is free',
    showAnnouncement: true,
  };
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload });

  it('stores the tagline, about text and announcement per language, English where none was written', async () => {
    const saved = await put({ ...settings, translations: { hi: { tagline: 'संगीत और भी', aboutText: '' } } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().tagline).toBe('Music and more');
    const hi = (await t.app.inject('/api/settings?lang=hi')).json();
    expect(hi).toMatchObject({
      groupName: 'Sangam',
      tagline: 'संगीत और भी',
      aboutText: 'About us',
      announcementText: 'Parking is free',
    });
    expect((await t.app.inject('/api/settings?lang=es')).json().tagline).toBe('Music and more');
    expect((await t.app.inject('/api/settings')).json().tagline).toBe('Music and more');
    const admin = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers })).json();
    expect(admin).toMatchObject({
      tagline: 'Music and more',
      translations: { hi: { tagline: 'संगीत और भी' } },
    });

    // Left out: unchanged.
    expect((await put({ ...settings, tagline: 'Music!' })).statusCode).toBe(200);
    expect((await t.app.inject('/api/settings?lang=hi')).json().tagline).toBe('संगीत और भी');
  });

  it('refuses an unknown language or field, naming it', async () => {
    const res = await put({ ...settings, translations: { de: { tagline: 'Musik' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('translations');
    const field = await put({ ...settings, translations: { hi: { groupName: 'संगम' } } });
    expect(field.statusCode).toBe(400);
    expect(field.json().errors[0].path).toBe('translations.hi');
  });

  it('is not for visitors: GET /api/admin/settings needs an admin', async () => {
    expect((await t.app.inject('/api/admin/settings')).statusCode).toBe(401);
  });
});
