import { expectNoAxeViolations, loginAsAdmin, makePng, openTab } from './fixtures/admin';
import { contentForThisFile, createFestival } from './fixtures/site-data';
import { expect, test } from './fixtures/test';

const site = contentForThisFile(async (api) => ({
  festival: await createFestival(api, { withMedia: false }),
}));

test('gallery: upload with title and event, see it on /gallery, delete it', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAsAdmin(page);
  await openTab(page, 'Gallery');
  await expect(page.getByRole('heading', { name: 'Gallery Management' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Associated Event' })).toHaveText('No associated event');
  await expectNoAxeViolations(page);

  const title = `Rangoli ${Date.now()}`;
  await page.getByLabel('Image Title (optional)').fill(title);
  await page.getByLabel('Caption (optional)').fill('Made by the kids');
  await page.getByRole('combobox', { name: 'Associated Event' }).click();
  await page.getByRole('option', { name: new RegExp(site().festival.title) }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose Images to Upload' }).click();
  await (await chooser).setFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: await makePng('#0e7490') },
    { name: 'b.png', mimeType: 'image/png', buffer: await makePng('#a21caf') },
  ]);
  await expect(page.getByText('Image Uploaded', { exact: true })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Gallery images' });
  await expect(grid.getByText(title)).toHaveCount(2);

  const visitor = await page.context().newPage();
  await visitor.goto('/gallery');
  await expect(visitor.getByText(title).first()).toBeVisible();
  await visitor.close();

  await grid
    .getByRole('button', { name: `Delete image ${title}` })
    .first()
    .click();
  await expect(page.getByText('Are you sure you want to delete this image?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Image Deleted', { exact: true })).toBeVisible();
  await expect(grid.getByText(title)).toHaveCount(1);
});
