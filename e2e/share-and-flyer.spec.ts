import { createHash } from 'node:crypto';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { loginAsAdmin } from './fixtures/admin';
import { contentForThisFile, dateInDays } from './fixtures/site-data';
import { expect, test } from './fixtures/test';

// An event's link-preview card (og:image) and its printable A4 flyer.

const fields = {
  title: 'Makar Sankranti Kite Festival',
  date: dateInDays(45),
  time: '10:00 AM - 4:00 PM',
  venue: 'Dr. Powers Park',
  address: '1605 Hoyt Lane, Tracy, CA 95376',
  registrationOpen: true,
  acceptStallApplications: false,
};

const flyerFields = { ...fields, title: 'Holi Colours in the Park', time: '11:00 AM', venue: 'Lincoln Park' };

const site = contentForThisFile(async (api) => ({
  event: await api.createEvent(fields),
  flyerEvent: await api.createEvent(flyerFields),
  api,
}));

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const meta = (page: import('@playwright/test').Page, selector: string) =>
  page.locator(`meta[${selector}]`).getAttribute('content');

test('the event page links a 1200x630 share card that is made anew when the title changes', async ({
  page,
}) => {
  const { event, api } = site();
  await page.goto(`/events/${event.slug}`);
  const first = await meta(page, 'property="og:image"');
  expect(first).toMatch(
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+/events/${event.slug}/share\\.jpg\\?v=\\w+$`),
  );
  expect(await meta(page, 'name="twitter:image"')).toBe(first);
  expect(await meta(page, 'name="twitter:card"')).toBe('summary_large_image');
  expect(await meta(page, 'property="og:image:width"')).toBe('1200');

  const before = await page.request.get(first ?? '');
  expect(before.status()).toBe(200);
  expect(before.headers()['content-type']).toBe('image/jpeg');
  const beforeBytes = await before.body();
  const size = await sharp(beforeBytes).metadata();
  expect([size.width, size.height]).toEqual([1200, 630]);

  const renamed = await api.request.put(`/api/admin/events/${event.id}`, {
    data: {
      ...fields,
      description: 'An event made by a test.',
      activities: [],
      title: 'Sankranti Kites and Sweets',
    },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await page.goto(`/events/${event.slug}`);
  const second = await meta(page, 'property="og:image"');
  expect(second).not.toBe(first);
  const afterBytes = await (await page.request.get(second ?? '')).body();
  expect(sha(afterBytes)).not.toBe(sha(beforeBytes));
  expect((await sharp(afterBytes).metadata()).width).toBe(1200);
});

test('the QR dialog prints an A4 flyer: one page whose QR code opens the event', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { flyerEvent: event } = site();
  await loginAsAdmin(page);
  await page
    .getByRole('button', { name: `QR code: ${event.title}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /QR Code$/ });
  const link = dialog.getByRole('link', { name: 'Print flyer' });
  await expect(link).toHaveAttribute('href', `/admin/events/${event.id}/flyer`);

  await page.goto(`/admin/events/${event.id}/flyer`);
  const flyer = page.locator('article.flyer');
  await expect(flyer.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(flyer.getByText(flyerFields.venue)).toBeVisible();
  await expect(flyer.getByText(flyerFields.time)).toBeVisible();
  await expect(flyer.locator('img[data-ready]')).toBeVisible();
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(1);
  // A4 in PDF points: 595 x 842.
  expect(text).toMatch(
    /\/MediaBox\s*\[\s*0\s+0\s+595\.\d*\s+841\.\d*|\/MediaBox\s*\[\s*0\s+0\s+595\.\d*\s+842/,
  );

  // The printed page as pixels (print styles, A4 at 96 dpi): its QR code decodes to the event's address.
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const shot = await flyer.screenshot({ path: test.info().outputPath('flyer-print.png') });
  const { data, info } = await sharp(shot).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(code?.data).toBe(`${baseURL}/events/${event.slug}?src=flyer`);
  // In black and white too: the QR code still reads once the colours are gone.
  const grey = new Uint8ClampedArray(data);
  for (let p = 0; p < grey.length; p += 4) {
    const y = 0.299 * (grey[p] ?? 0) + 0.587 * (grey[p + 1] ?? 0) + 0.114 * (grey[p + 2] ?? 0);
    grey.fill(y, p, p + 3);
  }
  expect(jsQR(grey, info.width, info.height)?.data).toBe(code?.data);
});
