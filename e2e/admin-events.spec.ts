import { createEventViaApi, expectNoAxeViolations, loginAsAdmin, makePng } from './fixtures/admin';
import { waitForHydration } from './fixtures/public-page';
import { expect, type Page, test } from './fixtures/test';

async function chooseFile(page: Page, button: string, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: await makePng() });
}

test('create an event with sponsors, activities and a featured image; add images and a video; delete it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Holi Colour Festival ${Date.now()}`;
  await loginAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Event Management' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Start time (optional)')).toHaveAttribute('type', 'time');
  await expect(dialog.getByLabel('End time (optional)')).toHaveAttribute('type', 'time');

  // The spec's messages for the required fields, sponsors and activities.
  await dialog.getByRole('button', { name: 'Add Sponsor' }).click();
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  for (const message of [
    'Title is required',
    'Date is required',
    'Venue is required',
    'Address is required',
    'Sponsor name is required',
    'Category name is required',
    'Activity name is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Date', { exact: true }).fill('2031-03-14');
  await dialog.getByLabel('Start time (optional)').fill('17:00');
  await dialog.getByLabel('Venue').fill('Lincoln Park');
  await dialog.getByLabel('Address').fill('200 E 10th St, Tracy, CA');
  await dialog.getByLabel('Description', { exact: true }).fill('Colours, music and food for everyone.');
  await dialog.getByLabel('Highlights').fill('Food, Music, Colours');
  await dialog.getByLabel('What to Bring').fill('White clothes, Sunglasses');
  await dialog.getByLabel('Sponsor 1 name').fill('Tracy Sweets');
  await dialog.getByLabel('Benefits').fill('Logo on the banner');
  await dialog.getByLabel('Category 1 name').fill('Dance');
  await dialog.getByRole('textbox', { name: 'Activity 1', exact: true }).fill('Bollywood group dance');
  await dialog.getByRole('button', { name: 'Add Activity' }).click();
  await dialog.getByRole('textbox', { name: 'Activity 2', exact: true }).fill('Solo dance');
  await dialog.getByRole('button', { name: 'Add Schedule Item' }).click();
  await dialog.getByLabel('Item 1 time').fill('5:30 PM');
  await dialog.getByLabel('Item 1 activity').fill('Colour play');
  await chooseFile(page, 'Choose Featured Image', 'featured.png');
  await expect(dialog.getByRole('button', { name: 'Remove Image' })).toBeVisible();
  await dialog.getByLabel('Accept Stall Applications').click();
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Event Created', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('Registration Open')).toBeVisible();
  await expect(card.getByText('Friday, March 14, 2031')).toBeVisible();
  await expect(card.getByText('Lincoln Park, 200 E 10th St, Tracy, CA')).toBeVisible();

  // The event as stored: sponsors, activities with opt_ ids, lists, schedule, the featured image.
  const events = await (await page.request.get('/api/admin/events')).json();
  const stored = events.find((e: { title: string }) => e.title === title);
  expect(stored.sponsors).toEqual([{ name: 'Tracy Sweets', benefits: 'Logo on the banner' }]);
  expect(stored.activities[0].category).toBe('Dance');
  expect(stored.activities[0].options.map((o: { name: string }) => o.name)).toEqual([
    'Bollywood group dance',
    'Solo dance',
  ]);
  for (const o of stored.activities[0].options) expect(o.id).toMatch(/^opt_\d+_[a-z0-9]+$/);
  expect(stored.highlights).toEqual(['Food', 'Music', 'Colours']);
  expect(stored.whatToBring).toEqual(['White clothes', 'Sunglasses']);
  expect(stored.schedule).toEqual([{ time: '5:30 PM', activity: 'Colour play' }]);
  expect(stored.featuredImage).toBeTruthy();
  expect(stored.acceptStallApplications).toBe(true);

  // Edit keeps the values.
  await card.getByRole('button', { name: `Edit: ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(edit.getByLabel('Date', { exact: true })).toHaveValue('2031-03-14');
  await expect(edit.getByRole('img', { name: 'Current featured' })).toBeVisible();
  await edit.getByLabel('Venue').fill('Lincoln Park West');
  await edit.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText('Event Updated', { exact: true })).toBeVisible();
  await expect(card.getByText('Lincoln Park West, 200 E 10th St, Tracy, CA')).toBeVisible();

  // Images panel.
  await card.getByRole('button', { name: `Manage images: ${title}` }).click();
  const images = page.getByRole('dialog', { name: `Images for ${title}` });
  await expect(images.getByText('No images yet')).toBeVisible();
  await expect(images.getByText('Upload your first image for this event.')).toBeVisible();
  await expect(images.getByText('Drag and drop or click to browse (max 10MB each)')).toBeVisible();
  await expectNoAxeViolations(page);
  await images.getByLabel('Image title (optional)').fill('Colour cloud');
  await chooseFile(page, 'Choose Images to Upload', 'photo.png');
  await expect(page.getByText('Image Uploaded', { exact: true })).toBeVisible();
  await expect(images.getByText('Colour cloud')).toBeVisible();
  // The delete button is reachable by keyboard focus, not only hover.
  const del = images.getByRole('button', { name: 'Delete image Colour cloud' });
  await del.focus();
  await expect(del).toBeVisible();
  await del.press('Enter');
  await expect(page.getByText('Are you sure you want to delete this image?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Image Deleted', { exact: true })).toBeVisible();
  await expect(images.getByText('No images yet')).toBeVisible();
  await images.getByRole('button', { name: 'Close' }).click();
  await expect(images).toBeHidden();

  // Videos panel.
  await card.getByRole('button', { name: `Manage videos: ${title}` }).click();
  const videos = page.getByRole('dialog', { name: `Videos for ${title}` });
  await expect(videos.getByText('No videos added yet')).toBeVisible();
  await expect(videos.getByText('Add YouTube videos to showcase at this event')).toBeVisible();
  await expect(videos.getByText('Paste the full YouTube URL')).toBeVisible();
  await videos.getByRole('button', { name: 'Add Video' }).click();
  await expect(page.getByText('URL Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a YouTube URL.', { exact: true })).toBeVisible();
  await videos.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await videos.getByLabel('Title (optional)').fill('Last year');
  await videos.getByRole('button', { name: 'Add Video' }).click();
  await expect(page.getByText('Video Added', { exact: true })).toBeVisible();
  await expect(videos.getByRole('heading', { name: 'Event Videos (1)' })).toBeVisible();
  await expect(videos.getByRole('link', { name: /youtube\.com\/watch/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await videos.getByRole('button', { name: 'Close' }).click();

  // QR code dialog.
  await card.getByRole('button', { name: `QR code: ${title}` }).click();
  const qr = page.getByRole('dialog', { name: `${title} - QR Code` });
  await expect(qr.getByRole('img', { name: `QR code linking to ${title}` })).toBeVisible();
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await qr.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(`event-${stored.slug}-qrcode.png`);
  await expect(page.getByText('QR Code Downloaded', { exact: true })).toBeVisible();
  await qr.getByRole('button', { name: 'Close' }).click();

  // The public event page shows what was entered.
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/events/${stored.slug}`);
  await expect(publicPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(publicPage.getByText('Tracy Sweets')).toBeVisible();
  await publicPage.close();

  // Mobile layout.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Delete names the event and what goes with it.
  await card.getByRole('button', { name: `Delete event: ${title}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(title);
  await expect(confirm).toContainText('registrations, stall applications, images, videos and download links');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete Event' }).click();
  await expect(page.getByText('Event Deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeHidden();
});

test('the organiser changes an event’s page URL in the form, and the old URL lands on the new page', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const [oldSlug, newSlug] = [`lanterns-${stamp}`, `lantern-walk-${stamp}`];
  await loginAsAdmin(page);
  const event = await createEventViaApi(page, { title: `Lantern Walk ${stamp}`, slug: oldSlug });
  // Seen (and kept by the public cache) at its first address.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/events/${oldSlug}`);
  await expect(visitor.getByRole('heading', { name: event.title })).toBeVisible();
  // A visitor's events list, loaded before the change, keeps linking to the old address.
  await visitor.goto('/events');
  await waitForHydration(visitor);

  // The dashboard loaded its event list before the API made this one.
  await page.reload();
  await page.getByRole('button', { name: `Edit: ${event.title}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Event' });
  const url = form.getByLabel('Page URL');
  await expect(url).toHaveValue(oldSlug);
  await expect(url).toHaveAccessibleDescription(new RegExp(`/events/${oldSlug}$`));
  await url.fill(newSlug);
  await expect(url).toHaveAccessibleDescription(
    new RegExp(`/events/${newSlug} .*/events/${oldSlug} will lead there\\.$`),
  );
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText('Event Updated', { exact: true })).toBeVisible();

  // Followed inside the site, the stale link shows the event, and the address bar its current address.
  await visitor.locator(`a[href="/events/${oldSlug}"]`).first().click();
  await expect(visitor.getByRole('heading', { name: event.title })).toBeVisible();
  await expect(visitor).toHaveURL(new RegExp(`/events/${newSlug}$`));
  // The old URL (a link in a mail, a flyer, a share) lands on the new page, its query kept.
  const response = await visitor.goto(`/events/${oldSlug}?utm_source=flyer`);
  expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/events/${oldSlug}\\?`));
  await expect(visitor).toHaveURL(new RegExp(`/events/${newSlug}\\?utm_source=flyer$`));
  await expect(visitor.getByRole('heading', { name: event.title })).toBeVisible();
  await visitor.close();

  // A copy cannot take an address the event had: said at the field; another one is saved.
  await page.getByRole('button', { name: `Duplicate: ${event.title}` }).click();
  await expect(url).toHaveValue(`lantern-walk-${stamp}-copy`);
  await form.getByLabel('Title', { exact: true }).fill(`Lantern Walk ${stamp} II`);
  await url.fill(oldSlug);
  await form.getByRole('button', { name: 'Update Event' }).click();
  await expect(form.getByText('Another event has or had this address. Please choose another.')).toBeVisible();
  await expect(url).toBeFocused();
  await url.fill(`${newSlug}-ii`);
  await form.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText('Event Updated', { exact: true })).toBeVisible();
  // The first edit's toast may still be showing: the form closes once this save has succeeded.
  await expect(form).toBeHidden();
  const stored = await (await page.request.get('/api/admin/events')).json();
  expect(stored.find((e: { title: string }) => e.title === `Lantern Walk ${stamp} II`)?.slug).toBe(
    `${newSlug}-ii`,
  );
});
