import type { Question } from '@shared/schemas/registration-shape';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { parseCsv } from '../../../../test/csv';
import { insertEvent, postSignUp } from '../../../../test/fixtures';
import { deliveredMailsTo } from '../../../../test/outbox';
import { dietQuestion, question } from '../../../../test/questions';
import { useTestApp } from '../../../../test/test-app';
import { events, registrations } from '../../db/schema';

const questions: [Question, Question, ...Question[]] = [
  dietQuestion,
  question('q_size', 'T-shirt size', 'multiple', { options: ['S', 'M', 'L'] }),
  question('q_photo', 'Photos are fine', 'checkbox'),
  question('q_age', 'Age', 'number'),
  question('q_arrive', 'Arriving on', 'date'),
  question('q_note', 'Anything else', 'text'),
];

describe('guest names and the organiser’s questions', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
  });

  const signUp = (eventId: string, body: object, email?: string) => postSignUp(t.app, eventId, body, email);

  const dietFor = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ questionId: 'q_diet', guestIndex: i, value: 'Vegetarian' }));

  it('required guest names: one for each person after the first, stored in order', async () => {
    const event = await insertEvent(t.database, 20, { guestNames: 'required' });
    const missing = await signUp(event.id, { guestCount: 3, guests: [{ name: 'Ravi' }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'A name is required for each person after the first' });
    expect(missing.json().errors[0].path).toBe('guests');
    const tooMany = await signUp(event.id, { guestCount: 2, guests: [{ name: 'Ravi' }, { name: 'Meena' }] });
    expect(tooMany.statusCode).toBe(400);
    const ok = await signUp(event.id, { guestCount: 3, guests: [{ name: ' Ravi ' }, { name: 'Meena' }] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().guests).toEqual([{ name: 'Ravi' }, { name: 'Meena' }]);
    // Optional names may be left out; an event that asks none ignores them.
    const optional = await insertEvent(t.database, 20, { guestNames: 'optional' });
    expect((await signUp(optional.id, { guestCount: 3 })).json().guests).toEqual([]);
    const off = await insertEvent(t.database, 20);
    expect((await signUp(off.id, { guestCount: 2, guests: [{ name: 'Ravi' }] })).json().guests).toEqual([]);
  });

  it('checks every answer against its question and names answers.<questionId> and the rule', async () => {
    const event = await insertEvent(t.database, 20, { questions: [...questions] });
    const cases: [object[], number, string][] = [
      [[], 2, 'answers.q_diet: is required (person 1)'],
      [dietFor(1), 2, 'answers.q_diet: is required (person 2)'],
      [
        [...dietFor(1), { questionId: 'q_diet', guestIndex: 1, value: 'Pizza' }],
        2,
        'answers.q_diet: must be one of the options (person 2)',
      ],
      [
        [...dietFor(2), { questionId: 'q_diet', guestIndex: 2, value: 'Vegan' }],
        2,
        'answers.q_diet: guestIndex is beyond the party',
      ],
      [
        [...dietFor(1), { questionId: 'q_size', value: ['XL'] }],
        1,
        'answers.q_size: must name only the options',
      ],
      [[...dietFor(1), { questionId: 'q_photo', value: 'yes' }], 1, 'answers.q_photo: must be true or false'],
      [[...dietFor(1), { questionId: 'q_age', value: 'old' }], 1, 'answers.q_age: must be a number'],
      [
        [...dietFor(1), { questionId: 'q_arrive', value: '31/12/2026' }],
        1,
        'answers.q_arrive: must be a date (YYYY-MM-DD)',
      ],
      [
        [...dietFor(1), { questionId: 'q_note', value: 'x'.repeat(501) }],
        1,
        'answers.q_note: must be at most 500 characters',
      ],
      [
        [...dietFor(1), { questionId: 'q_nope', value: 'x' }],
        1,
        'answers.q_nope: no such question for this event',
      ],
    ];
    for (const [answers, guestCount, message] of cases) {
      const res = await signUp(event.id, { guestCount, answers });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[0].path).toBe(message.split(':')[0]);
    }
    expect(
      await t.database.db.select().from(registrations).where(eq(registrations.eventId, event.id)),
    ).toEqual([]);
    const ok = await signUp(event.id, {
      guestCount: 2,
      answers: [
        ...dietFor(2),
        { questionId: 'q_size', value: ['M', 'M', 'L'] },
        { questionId: 'q_photo', value: true },
        { questionId: 'q_age', value: '42' },
        { questionId: 'q_note', value: '   ' },
      ],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().answers).toEqual([
      { questionId: 'q_diet', guestIndex: 0, value: 'Vegetarian' },
      { questionId: 'q_diet', guestIndex: 1, value: 'Vegetarian' },
      { questionId: 'q_size', value: ['M', 'L'] },
      { questionId: 'q_photo', value: true },
      { questionId: 'q_age', value: 42 },
    ]);
  });

  it('an answered question removed from the event is archived, and the duplicate keeps the questions', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: admin,
      payload: {
        title: 'Quiz Night',
        date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        venue: 'Hall',
        address: '1 Main St',
        guestNames: 'optional',
        questions: [questions[1], { label: 'Allergies', type: 'long-text' }],
      },
    });
    expect(created.statusCode).toBe(201);
    const event = created.json();
    expect(event.questions[1]).toMatchObject({ label: 'Allergies', required: false, perGuest: false });
    expect(event.questions[1].id).toMatch(/^q_/);
    expect(
      (await signUp(event.id, { guestCount: 1, answers: [{ questionId: 'q_size', value: ['S'] }] }))
        .statusCode,
    ).toBe(201);
    // The event saved again as the admin's form sends it, with these questions.
    const saveWith = (questions: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/events/${event.id}`,
        headers: admin,
        payload: {
          title: 'Quiz Night',
          date: event.startsAt,
          venue: 'Hall',
          address: '1 Main St',
          questions,
        },
      });
    const put = await saveWith([]);
    expect(put.statusCode).toBe(200);
    expect(put.json().questions).toEqual([]);
    const [stored] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(stored?.questions).toEqual([{ ...questions[1], archived: true }]);

    const restored = await saveWith([questions[0]]);
    expect(restored.statusCode).toBe(200);
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/duplicate`,
      headers: admin,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ guestNames: 'optional', questions: [questions[0]] });
    const [copied] = await t.database.db.select().from(events).where(eq(events.id, copy.json().id));
    // The copy has no registrations: nothing to keep archived.
    expect(copied?.questions).toEqual([questions[0]]);
  });

  it('the CSV has the party by type, the guests’ names and one column per question, formula-safe', async () => {
    const event = await insertEvent(t.database, 20, {
      guestNames: 'optional',
      ticketTypes: [
        { id: 'tt_a', name: 'Adult', capacity: null },
        { id: 'tt_c', name: 'Child', capacity: null },
      ],
      questions: [
        questions[0],
        { id: 'q_note', label: 'Note', type: 'text', required: false, perGuest: false, showAtDoor: false },
      ],
    });
    const res = await signUp(event.id, {
      tickets: [
        { ticketTypeId: 'tt_a', quantity: 2 },
        { ticketTypeId: 'tt_c', quantity: 1 },
      ],
      guests: [
        { name: 'Ravi', ticketTypeId: 'tt_a' },
        { name: 'Anu', ticketTypeId: 'tt_c' },
      ],
      answers: [...dietFor(3), { questionId: 'q_note', value: '=HYPERLINK("x")' }],
    });
    expect(res.statusCode).toBe(201);
    const csv = await t.app.inject({
      url: `/api/admin/events/${event.id}/registrations/export`,
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    const [header, row] = parseCsv(csv.body);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell('Tickets')).toBe('2 Adults, 1 Child');
    expect(cell('Guest Names')).toBe('Ravi (Adult); Anu (Child)');
    expect(cell('Dietary needs')).toBe('Asha Rao: Vegetarian; Ravi: Vegetarian; Anu: Vegetarian');
    expect(cell('Note')).toBe(`'=HYPERLINK("x")`);

    // The ticket mail names the party by type and the guests.
    await t.app.mail.idle();
    const [mail] = await deliveredMailsTo(t.dataDir, res.json().email);
    expect(mail?.text).toContain('3 people (2 Adults, 1 Child)');
    expect(mail?.text).toContain('Ravi, Anu');

    const door = await t.app.inject({ url: `/api/admin/events/${event.id}/check-in-list`, headers: admin });
    expect(door.json().registrations[0]).toMatchObject({
      party: '2 Adults, 1 Child',
      guestNames: ['Ravi', 'Anu'],
      // Only the questions shown at the door.
      doorNotes: [
        { label: 'Dietary needs', text: 'Asha Rao: Vegetarian; Ravi: Vegetarian; Anu: Vegetarian' },
      ],
    });

    const list = await t.app.inject({ url: `/api/admin/events/${event.id}/registrations`, headers: admin });
    expect(list.json()[0]).toMatchObject({
      party: '2 Adults, 1 Child',
      guests: [
        { name: 'Ravi', ticketTypeId: 'tt_a' },
        { name: 'Anu', ticketTypeId: 'tt_c' },
      ],
      answerRows: [
        { label: 'Dietary needs', text: 'Asha Rao: Vegetarian; Ravi: Vegetarian; Anu: Vegetarian' },
        { label: 'Note', text: '=HYPERLINK("x")' },
      ],
    });
  });
});
