import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { insertEvent, insertRegistration, registrationInput } from '../../../../test/fixtures';
import { dietQuestion, question } from '../../../../test/questions';
import { useTestApp } from '../../../../test/test-app';
import { checkIns, type registrations } from '../../db/schema';

const ACTIVITIES = [
  {
    category: 'Performances',
    options: [
      { id: 'dance', name: 'Group dance' },
      { id: 'sing', name: 'Singing' },
    ],
  },
  { category: 'Volunteering', options: [{ id: 'setup', name: 'Set-up crew' }] },
];

/** Every day from `from` to `to` with no sign-up, at the running total. */
/** A question's counts as the report gives them: one per option, in the options' order. */
const answerCounts = (questionId: string, label: string, counts: Record<string, number>) => ({
  questionId,
  label,
  counts: Object.entries(counts).map(([option, count]) => ({ option, count })),
});

const quietDays = (from: string, to: string, cumulativePeople: number) => {
  const days = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  )
    days.push({ date: d.toISOString().slice(0, 10), parties: 0, people: 0, cumulativePeople });
  return days;
};

describe("an event's report: GET /api/admin/events/:id/report", () => {
  // Pacific time: October and September are UTC-7.
  const t = useTestApp({ SITE_TIMEZONE: 'America/Los_Angeles' });
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
  });

  const report = (id: string) => t.app.inject({ url: `/api/admin/events/${id}/report`, headers: admin });

  it('answers every figure of an ended event from its sign-ups, sources, arrivals and answers', async () => {
    // 17:00-22:00 on 18 October 2026, Pacific time; over by now.
    const event = await insertEvent(t.database, 0, {
      startsAt: new Date('2026-10-19T00:00:00Z'),
      endsAt: new Date('2026-10-19T05:00:00Z'),
      timeKnown: true,
      capacity: 12,
      activities: ACTIVITIES,
    });
    const party = (
      createdAt: string,
      guestCount: number,
      source: string | null,
      selectedActivities: string[],
      more: Partial<typeof registrations.$inferInsert> & { email?: string } = {},
    ) =>
      insertRegistration(t.database, event.id, {
        createdAt: new Date(createdAt),
        guestCount,
        source,
        selectedActivities,
        ...more,
      });
    // 09:00 on 1 September.
    const r1 = await party('2026-09-01T16:00:00Z', 2, 'whatsapp', ['dance'], { checkedInPeople: 2 });
    // 23:30 on 1 September in the site's zone (already the 2nd in UTC).
    const r2 = await party('2026-09-02T06:30:00Z', 4, 'qr', ['dance', 'setup'], { checkedInPeople: 3 });
    const r3 = await party('2026-09-03T18:00:00Z', 1, 'whatsapp', ['sing']);
    await party('2026-09-03T19:00:00Z', 3, 'flyer', ['setup'], { status: 'cancelled' });
    await party('2026-09-05T17:00:00Z', 2, null, [], { status: 'waitlisted', waitlistOrder: 1 });
    const r7 = await party('2026-09-05T20:00:00Z', 1, 'qr', [], { checkedInPeople: 1 });
    // Registered at the door at 18:10.
    const r6 = await party('2026-10-19T01:10:00Z', 2, 'walk-up', [], { checkedInPeople: 2 });
    const arrive = (registrationId: string, people: number, at: string, undoneAt?: string) => ({
      eventId: event.id,
      registrationId,
      people,
      createdAt: new Date(at),
      undoneAt: undoneAt ? new Date(undoneAt) : null,
    });
    await t.database.db.insert(checkIns).values([
      arrive(r1.id, 2, '2026-10-19T00:05:00Z'), // 17:05
      arrive(r2.id, 2, '2026-10-19T00:14:59Z'), // 17:14:59, still the 17:00 quarter
      arrive(r2.id, 1, '2026-10-19T00:31:00Z'), // 17:31
      arrive(r3.id, 1, '2026-10-19T00:20:00Z', '2026-10-19T00:21:00Z'), // undone: not counted
      arrive(r6.id, 2, '2026-10-19T01:10:00Z'), // 18:10
      arrive(r7.id, 1, '2026-10-19T01:44:00Z'), // 18:44
    ]);

    const res = await report(event.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toEqual({
      capacity: 12,
      confirmedPeople: 10,
      waitlistedPeople: 2,
      cancelledParties: 1,
      checkedInPeople: 8,
      // r2 brought 3 of 4, r3 never came.
      noShowPeople: 2,
      signUpsByDay: [
        { date: '2026-09-01', parties: 2, people: 6, cumulativePeople: 6 },
        ...quietDays('2026-09-02', '2026-09-02', 6),
        { date: '2026-09-03', parties: 1, people: 1, cumulativePeople: 7 },
        ...quietDays('2026-09-04', '2026-09-04', 7),
        { date: '2026-09-05', parties: 2, people: 3, cumulativePeople: 10 },
        ...quietDays('2026-09-06', '2026-10-17', 10),
        { date: '2026-10-18', parties: 1, people: 2, cumulativePeople: 12 },
      ],
      arrivalsByQuarterHour: [
        { at: '2026-10-18T17:00', people: 4 },
        { at: '2026-10-18T17:15', people: 0 },
        { at: '2026-10-18T17:30', people: 1 },
        { at: '2026-10-18T17:45', people: 0 },
        { at: '2026-10-18T18:00', people: 2 },
        { at: '2026-10-18T18:15', people: 0 },
        { at: '2026-10-18T18:30', people: 1 },
      ],
      partySizes: [
        { size: 1, parties: 2 },
        { size: 2, parties: 3 },
        { size: 4, parties: 1 },
      ],
      sources: [
        { source: 'qr', parties: 2, people: 5 },
        { source: 'unknown', parties: 1, people: 2 },
        { source: 'walk-up', parties: 1, people: 2 },
        { source: 'whatsapp', parties: 2, people: 3 },
      ].sort((a, b) => b.people - a.people || a.source.localeCompare(b.source)),
      ticketTypes: [{ id: 'general', name: 'General admission', people: 12 }],
      answers: [
        answerCounts('activity:Performances', 'Performances', { 'Group dance': 2, Singing: 1 }),
        answerCounts('activity:Volunteering', 'Volunteering', { 'Set-up crew': 1 }),
      ],
    });
  });

  it('counts no one as a no-show before the event has ended, and is empty without sign-ups', async () => {
    const event = await insertEvent(t.database, 10, { capacity: null });
    let res = await report(event.id);
    expect(res.json()).toEqual({
      capacity: null,
      confirmedPeople: 0,
      waitlistedPeople: 0,
      cancelledParties: 0,
      checkedInPeople: 0,
      noShowPeople: null,
      signUpsByDay: [],
      arrivalsByQuarterHour: [],
      partySizes: [],
      sources: [],
      ticketTypes: [],
      answers: [],
    });
    await insertRegistration(t.database, event.id, { guestCount: 3, source: 'share' });
    res = await report(event.slug);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ confirmedPeople: 3, noShowPeople: null });
  });

  it("breaks the people down by the event's ticket types and counts each choice question's answers", async () => {
    const event = await insertEvent(t.database, 30, {
      ticketTypes: [
        { id: 'tt_adult', name: 'Adult', capacity: null },
        { id: 'tt_child', name: 'Child', capacity: 10 },
        { id: 'tt_senior', name: 'Senior', capacity: null },
      ],
      guestNames: 'optional',
      questions: [
        dietQuestion,
        question('q_shirt', 'T-shirt sizes', 'multiple', { options: ['S', 'M', 'L'] }),
        question('q_photo', 'Photos are fine', 'checkbox'),
        question('q_note', 'Anything else', 'text'),
      ],
    });
    const signUp = async (overrides: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/registrations',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: registrationInput(event.id, { guestCount: undefined, ...overrides }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    await signUp({
      tickets: [
        { ticketTypeId: 'tt_adult', quantity: 2 },
        { ticketTypeId: 'tt_child', quantity: 1 },
      ],
      answers: [
        { questionId: 'q_diet', guestIndex: 0, value: 'Vegetarian' },
        { questionId: 'q_diet', guestIndex: 1, value: 'Vegan' },
        { questionId: 'q_diet', guestIndex: 2, value: 'Vegetarian' },
        { questionId: 'q_shirt', value: ['S', 'L'] },
        { questionId: 'q_photo', value: true },
        { questionId: 'q_note', value: 'Nothing' },
      ],
    });
    await signUp({
      tickets: [{ ticketTypeId: 'tt_adult', quantity: 1 }],
      answers: [
        { questionId: 'q_diet', guestIndex: 0, value: 'None' },
        { questionId: 'q_photo', value: false },
      ],
    });
    const cancelled = await signUp({
      tickets: [{ ticketTypeId: 'tt_child', quantity: 1 }],
      answers: [{ questionId: 'q_diet', guestIndex: 0, value: 'Vegan' }],
    });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/registrations/${cancelled.id}`,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'x-manage-token': cancelled.manageToken },
    });
    expect(gone.statusCode, gone.body).toBe(200);

    const res = await report(event.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.ticketTypes).toEqual([
      { id: 'tt_adult', name: 'Adult', people: 3 },
      { id: 'tt_child', name: 'Child', people: 1 },
      { id: 'tt_senior', name: 'Senior', people: 0 },
    ]);
    expect(body.answers).toEqual([
      answerCounts('q_diet', 'Dietary needs', { None: 1, Vegetarian: 2, Vegan: 1 }),
      answerCounts('q_shirt', 'T-shirt sizes', { S: 1, M: 0, L: 1 }),
      answerCounts('q_photo', 'Photos are fine', { Yes: 1, No: 1 }),
    ]);
  });

  it('answers 404 for an unknown event', async () => {
    const res = await report('no-such-event');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Event not found');
  });
});
