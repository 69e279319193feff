import { expectNoAxeViolations, loginAsAdmin } from './fixtures/admin';
import { keepScreenshot, waitForHydration } from './fixtures/public-page';
import { expect, test } from './fixtures/test';

// What a registration asks and counts (docs/product-rules.md, "Ticket types, guest names and questions"): an
// organiser shapes it in the event form, and a visitor on a phone registers a party by type, names the guest and
// answers the questions.

test.setTimeout(120_000);

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an organiser adds two ticket types and three questions; a visitor on a phone registers a party by type', async ({
  browser,
}) => {
  const title = `Family Picnic ${Date.now().toString(36)}`;
  const laptop = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await loginAsAdmin(laptop);
  await laptop.getByRole('button', { name: 'Add Event' }).click();
  const form = laptop.getByRole('dialog', { name: 'Create New Event' });
  await expect(form).toBeVisible();
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Date', { exact: true }).fill(dayAhead(30));
  await form.getByLabel('Venue').fill('Lincoln Park');
  await form.getByLabel('Address').fill('200 E 10th St, Tracy, CA');
  await form.getByLabel('Capacity (people, guests included)').fill('100');

  // Two types; the second given a capacity of its own, a bad one first.
  const types = form.getByRole('group', { name: 'Ticket types' });
  await expect(types).toContainText('Removing a type that has registrations keeps them');
  await types.getByRole('button', { name: 'Add Ticket Type' }).click();
  await types.getByRole('button', { name: 'Add Ticket Type' }).click();
  await types.getByLabel('Ticket type 1 name').fill('Adult');
  await types.getByLabel('Ticket type 2 name').fill('Child under 12');
  const childCapacity = types.getByRole('group', { name: 'Ticket type 2' }).getByLabel('Capacity');
  await childCapacity.fill('0');
  await form.getByLabel('Guest names').selectOption('required');

  // Three questions: added, the third moved to the top with the keyboard.
  const questions = form.getByRole('group', { name: 'Questions', exact: true });
  await expect(questions).toContainText(
    'Removing a question that has answers keeps its answers; it is hidden from the form.',
  );
  for (let i = 0; i < 3; i++) await questions.getByRole('button', { name: 'Add Question' }).click();
  await questions.getByRole('textbox', { name: 'Question 1', exact: true }).fill('Dietary needs');
  await questions.getByRole('textbox', { name: 'Question 2', exact: true }).fill('Anything we should know?');
  await questions.getByRole('textbox', { name: 'Question 3', exact: true }).fill('T-shirt size');
  const first = questions.getByRole('group', { name: 'Question 1' });
  await first.getByLabel('Answer type').selectOption('single');
  await first.getByLabel('Required').check();
  await first.getByLabel('Ask each person of the party').check();
  await first.getByLabel('Show on the door list').check();
  await first.getByLabel('Help text (optional)').fill('So the kitchen can plan');
  await questions
    .getByRole('group', { name: 'Question 2' })
    .getByLabel('Answer type')
    .selectOption('long-text');
  await questions.getByRole('group', { name: 'Question 3' }).getByLabel('Answer type').selectOption('single');

  // Refused at the fields: a capacity of 0 and a choice question without options.
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(
    types.getByText(
      'Ticket type capacity must be a whole number of at least 1 (leave it empty for no limit)',
    ),
  ).toBeVisible();
  await expect(questions.getByText('A choice question needs at least one option')).toHaveCount(2);
  await expectNoAxeViolations(laptop);

  await childCapacity.fill('20');
  await types
    .getByRole('group', { name: 'Ticket type 2' })
    .getByLabel('Description (optional)')
    .fill('Ages 2 to 11');
  await questions
    .getByRole('group', { name: 'Question 1' })
    .getByLabel('Options')
    .fill('None\nVegetarian\nVegan');
  await questions.getByRole('group', { name: 'Question 3' }).getByLabel('Options').fill('S\nM\nL');
  const moveUp = questions.getByRole('button', { name: 'Move question 3 up' });
  await moveUp.focus();
  await laptop.keyboard.press('Enter');
  // The moved row keeps the focus: once more brings it to the top.
  await expect(questions.getByRole('button', { name: 'Move question 2 up' })).toBeFocused();
  await laptop.keyboard.press('Enter');
  await expect(questions.getByRole('textbox', { name: 'Question 1', exact: true })).toHaveValue(
    'T-shirt size',
  );
  await questions.getByRole('group', { name: 'Question 3' }).scrollIntoViewIfNeeded();
  await keepScreenshot(laptop, 'event-form-questions-1366.png');
  await types.scrollIntoViewIfNeeded();
  await keepScreenshot(laptop, 'event-form-types-1366.png');
  await expectNoAxeViolations(laptop);
  // The same editors on a phone's width.
  await laptop.setViewportSize(PHONE);
  await types.scrollIntoViewIfNeeded();
  await keepScreenshot(laptop, 'event-form-types-390.png');
  await questions.getByRole('group', { name: 'Question 2' }).scrollIntoViewIfNeeded();
  await keepScreenshot(laptop, 'event-form-questions-390.png');
  await laptop.setViewportSize(LAPTOP);
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(laptop.getByText('Event Created', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();

  const stored = (await (await laptop.request.get('/api/admin/events')).json()).find(
    (e: { title: string }) => e.title === title,
  );
  expect(stored.ticketTypes).toMatchObject([
    { name: 'Adult', capacity: null },
    { name: 'Child under 12', description: 'Ages 2 to 11', capacity: 20 },
  ]);
  expect(stored.guestNames).toBe('required');
  expect(stored.questions).toMatchObject([
    { label: 'T-shirt size', type: 'single', options: ['S', 'M', 'L'], required: false },
    {
      label: 'Dietary needs',
      type: 'single',
      options: ['None', 'Vegetarian', 'Vegan'],
      required: true,
      perGuest: true,
      showAtDoor: true,
      helpText: 'So the kitchen can plan',
    },
    { label: 'Anything we should know?', type: 'long-text', required: false },
  ]);

  // A visitor on a phone: one adult and one child, the child named, the questions answered.
  const phone = await (
    await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
  ).newPage();
  await phone.goto(`/events/${stored.slug}`);
  await waitForHydration(phone);
  await phone.getByRole('button', { name: 'Register Now' }).click();
  const dialog = phone.getByRole('dialog');
  await expect(dialog.getByLabel('Full Name')).toBeVisible();
  await dialog.getByLabel('Full Name').fill('Meera Shah');
  await dialog.getByLabel('Email Address').fill(`meera.${Date.now().toString(36)}@example.com`);
  await dialog.getByLabel(/^Adult/).fill('1');
  await dialog.getByLabel(/^Child under 12/).fill('1');
  await dialog.getByLabel('Name of person 2').fill('Anu');
  await dialog.getByLabel('T-shirt size (Optional)').selectOption('M');
  const diet = dialog.getByRole('group', { name: 'Dietary needs' });
  await diet.getByLabel('You').selectOption('Vegan');
  await dialog.getByLabel('Anything we should know? (Optional)').fill('Anu is allergic to peanuts.');
  await dialog.getByRole('button', { name: `Register for ${title}` }).click();
  // The required answer left empty for the second person is asked for at its question.
  await expect(diet.getByText('This question is required (person 2)')).toBeVisible();
  await expectNoAxeViolations(phone);
  // Nothing is wider than the phone: the form is not cut at the right (a long event title wraps on its button).
  expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBe(0);
  await dialog.getByText('Tickets (entry is free)').scrollIntoViewIfNeeded();
  await keepScreenshot(phone, 'registration-form-390.png');
  await diet.scrollIntoViewIfNeeded();
  await keepScreenshot(phone, 'registration-questions-390.png');

  await diet.getByLabel('Anu').selectOption('None');
  await dialog.getByRole('button', { name: `Register for ${title}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await expect(dialog.getByText('2 people (1 Adult, 1 Child under 12)')).toBeVisible();
  await expect(dialog.getByText('Anu', { exact: true })).toBeVisible();
  await expectNoAxeViolations(phone);
  await keepScreenshot(phone, 'registration-done-390.png');

  // The same form on a laptop, for the look.
  const visitor = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await visitor.goto(`/events/${stored.slug}`);
  await waitForHydration(visitor);
  await visitor.getByRole('button', { name: 'Register Now' }).click();
  await expect(visitor.getByRole('dialog').getByLabel('Name of person 2')).toBeHidden();
  await visitor
    .getByRole('dialog')
    .getByLabel(/^Child under 12/)
    .fill('2');
  await expect(visitor.getByRole('dialog').getByLabel('Name of person 3')).toBeVisible();
  await expectNoAxeViolations(visitor);
  await keepScreenshot(visitor, 'registration-form-1366.png');
});
