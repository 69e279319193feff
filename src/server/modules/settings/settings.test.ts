import { DEFAULT_SETTINGS } from '@shared/schemas/settings';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { siteSettings } from '../../db/schema';

describe('GET /api/settings', () => {
  const t = useTestApp();

  it('answers the default settings when nothing is stored', async () => {
    const res = await t.app.inject('/api/settings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual(DEFAULT_SETTINGS);
    expect(body.groupName).toBe('Aarohi');
    expect(body.tagline).toBe('Celebrating Culture, Together');
    expect(body.aboutText.split(/\n\s*\n/)).toHaveLength(2);
    expect(body.whatsappLink).toBe('#');
    expect(body.instagramLink).toBe('#');
    expect(body.showAnnouncement).toBe(false);
    expect(body.contactEmail).toMatch(/^info@/);
  });

  it('answers stored values, falling back to defaults for empty ones', async () => {
    await t.database.db.insert(siteSettings).values({
      id: 1,
      groupName: 'Sangam',
      tagline: '',
      announcementText: 'Parking is free',
      showAnnouncement: true,
    });
    const body = (await t.app.inject('/api/settings')).json();
    expect(body.groupName).toBe('Sangam');
    expect(body.tagline).toBe(DEFAULT_SETTINGS.tagline);
    expect(body.announcementText).toBe('Parking is free');
    expect(body.showAnnouncement).toBe(true);
  });
});
