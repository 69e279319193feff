import { expectNoAxeViolations, loginAsAdmin, openTab, XHR } from './fixtures/admin';
import { contentForThisFile, dateInDays } from './fixtures/site-data';
import { expect, type Locator, type Page, test } from './fixtures/test';

// The admin on a phone (390 px) and a laptop (1366 px): every list usable, every action (View, status changes,
// Delete, decisions) on screen without sideways scrolling; the sign-in page links back to the site; the figures
// say whose they are.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

const site = contentForThisFile(async (api) => {
  const event = await api.createEvent({
    title: 'Navratri Garba Nights',
    date: dateInDays(45),
    time: '7:00 PM - 11:00 PM',
    venue: 'Tracy Ballroom',
    address: '25 W 11th St, Tracy, CA 95376',
    registrationOpen: true,
    acceptStallApplications: true,
  });
  const signUp = await api.request.post('/api/registrations', {
    headers: XHR,
    data: {
      eventId: event.id,
      fullName: 'Asha Patel-Ramaswamy',
      email: 'asha.patel.ramaswamy.family@example.com',
      phone: '2095550100',
      guestCount: 4,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const stall = await api.request.post('/api/stall-applications', {
    headers: XHR,
    data: {
      eventId: event.id,
      businessName: 'Spice Route Kitchen',
      contactPerson: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '2095550111',
      businessType: 'Food',
      productsServices: 'Samosas, chaat and mango lassi',
    },
  });
  expect(stall.status(), await stall.text()).toBe(201);
  const message = await api.request.post('/api/contact', {
    headers: XHR,
    data: {
      firstName: 'Meera',
      lastName: 'Shah',
      email: 'meera@example.com',
      subject: 'event-inquiry',
      message: 'Is there parking near the ballroom for the garba night?',
    },
  });
  expect(message.status(), await message.text()).toBe(201);
  await api.addPhoto({ title: 'Garba circle', eventId: event.id });
  return { event };
});

/** Every visible button and link in `scope` lies within the viewport's width. */
async function expectActionsWithinWidth(page: Page, scope: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  const outside = await scope.evaluate((root, viewportWidth) => {
    return [...root.querySelectorAll('button, a[href], [role="tab"], [role="combobox"]')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ box }) => box.left < 0 || box.right > viewportWidth + 0.5)
      .map(
        ({ el, box }) =>
          `${el.getAttribute('aria-label') ?? el.textContent?.trim()} (${box.left}-${box.right})`,
      );
  }, width);
  expect(outside, 'actions outside the screen').toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
}

/** The element is shown and lies within the viewport's width. */
async function expectWithinWidth(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= (page.viewportSize()?.width ?? 0)).toBe(
    true,
  );
}

async function chooseEvent(page: Page, title: string) {
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: new RegExp(title) }).click();
}

test('the sign-in page links back to the site', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/admin');
  const back = page.getByRole('link', { name: 'Back to the website' });
  await expect(back).toHaveAttribute('href', '/');
  await expectWithinWidth(page, back);
  await expectNoAxeViolations(page);
  await back.click();
  await expect(page).toHaveURL(/\/$/);
});

test('on a phone every admin list and every action is on screen', async ({ page }) => {
  test.setTimeout(120_000);
  const { event } = site();
  await page.setViewportSize(PHONE);
  await loginAsAdmin(page);
  const panel = page.getByRole('tabpanel').first();

  // Events: each card's actions, Delete included.
  await openTab(page, 'Events');
  await expectWithinWidth(page, page.getByRole('button', { name: `Delete event: ${event.title}` }));
  await expectActionsWithinWidth(page, panel);

  // Registrations: the figures say whose they are; each registration a card with all its actions.
  await openTab(page, 'Registrations');
  await expect(page.getByTestId('stat-cards')).toContainText('Total Registrations across all events');
  await chooseEvent(page, event.title);
  const stats = page.getByTestId('stat-cards');
  await expect(stats).toContainText(`Registrations for ${event.title}`);
  await expect(stats).toContainText(`People for ${event.title}`);
  await expect(stats).toContainText(`Today's Registrations for ${event.title}`);
  await expect(page.getByRole('region', { name: 'Registrations table' })).toBeHidden();
  const cards = page.getByRole('list', { name: 'Registrations' });
  await expect(cards.getByText('asha.patel.ramaswamy.family@example.com')).toBeVisible();
  for (const name of [
    'View Asha Patel-Ramaswamy',
    'Move Asha Patel-Ramaswamy to the waitlist',
    'Cancel Asha Patel-Ramaswamy',
    'Delete Asha Patel-Ramaswamy',
  ]) {
    await expectWithinWidth(page, cards.getByRole('button', { name }));
  }
  await expectActionsWithinWidth(page, panel);
  await cards.getByRole('button', { name: 'View Asha Patel-Ramaswamy' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectActionsWithinWidth(page, page.getByRole('dialog'));
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);

  // Stall applications: decisions and Delete.
  await page.getByRole('tab', { name: 'Stall Applications' }).click();
  for (const name of [
    'Approve Spice Route Kitchen',
    'Waitlist Spice Route Kitchen',
    'Decline Spice Route Kitchen',
    'Delete stall application Spice Route Kitchen',
  ]) {
    await expectWithinWidth(page, page.getByRole('button', { name }));
  }
  await expectActionsWithinWidth(page, panel);

  // Gallery: the delete button is shown on touch screens.
  await openTab(page, 'Gallery');
  await expectWithinWidth(page, page.getByRole('button', { name: 'Delete image Garba circle' }));
  await expectActionsWithinWidth(page, panel);

  // Messages: the message opens with its actions.
  await page.getByRole('tab', { name: /Messages/ }).click();
  await page.getByRole('button', { name: /Meera Shah/ }).click();
  const dialog = page.getByRole('dialog');
  for (const name of ['Delete', 'Reply', 'Mark as Handled']) {
    await expectWithinWidth(page, dialog.getByRole('button', { name, exact: true }));
  }
  await expectActionsWithinWidth(page, dialog);
});

test('on a laptop the registrations are a table with every action, and the figures say whose they are', async ({
  page,
}) => {
  const { event } = site();
  await page.setViewportSize(LAPTOP);
  await loginAsAdmin(page);
  await openTab(page, 'Registrations');
  await chooseEvent(page, event.title);
  await expect(page.getByTestId('stat-cards')).toContainText(`Registrations for ${event.title}`);
  const table = page.getByRole('region', { name: 'Registrations table' });
  await expect(table.getByRole('cell', { name: 'Asha Patel-Ramaswamy', exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Registrations' })).toBeHidden();
  for (const name of ['View Asha Patel-Ramaswamy', 'Delete Asha Patel-Ramaswamy']) {
    await expectWithinWidth(page, table.getByRole('button', { name }));
  }
  await expectActionsWithinWidth(page, page.getByRole('tabpanel').first());
});
