import { eventPayloadSchema } from '@shared/schemas/event-payload';
import type { Event } from '@shared/schemas/events';
import { describe, expect, it } from 'vitest';
import {
  emptyEventForm,
  eventFormSchema,
  eventToForm,
  formToPayload,
  newQuestion,
} from './event-form-schema';

const TIME_ZONE = 'America/Los_Angeles';

// An event as the API answers it: 6 PM on 14 November in Los Angeles is already the 15th in UTC.
const event: Event = {
  id: 'evt_1',
  slug: 'diwali-2026',
  title: 'Diwali Festival of Lights',
  description: 'Lights, music and food.',
  date: '2026-11-15T02:00:00.000Z',
  time: '6:00 PM - 10:00 PM',
  startsAt: '2026-11-15T02:00:00.000Z',
  endsAt: '2026-11-15T06:00:00.000Z',
  timeKnown: true,
  status: 'scheduled',
  published: true,
  cancellationMessage: null,
  venue: 'Community Center',
  address: '950 East Street, Tracy, CA',
  highlights: ['Music', 'Food', 'Fireworks'],
  schedule: [
    { time: '6:00 PM', activity: 'Welcome', description: 'Doors open' },
    { time: '7:00 PM', activity: 'Dance' },
  ],
  whatToBring: ['Blanket'],
  sponsors: [{ name: 'Tracy Sweets', benefits: 'Logo on the flyer' }, { name: 'Bakery' }],
  activities: [
    {
      category: 'Performances',
      instructions: 'Tell us your song',
      options: [
        { id: 'opt_1', name: 'Solo dance' },
        { id: 'opt_2', name: 'Group dance' },
      ],
    },
    { category: 'Food', options: [{ id: 'opt_3', name: 'Bring a dish' }] },
  ],
  registrationOpen: true,
  acceptStallApplications: false,
  stallCapacity: 12,
  stallWaitlist: true,
  stallsFull: false,
  stallApplicationsOpen: true,
  capacity: 250,
  spotsLeft: null,
  reminderHoursBefore: 48,
  ticketTypes: [],
  guestNames: 'off',
  questions: [],
  featuredImage: 'https://cdn.example/diwali.jpg',
  featuredImageWidth: 1600,
  featuredImageHeight: 900,
  featuredImageVariants: [],
  artwork: 'kites-0',
  seriesId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('event form conversion', () => {
  it('fills the form from an event: the calendar date in the site zone, lists as comma-separated text', () => {
    expect(eventToForm(event, TIME_ZONE)).toMatchObject({
      title: 'Diwali Festival of Lights',
      slug: 'diwali-2026',
      date: '2026-11-14',
      description: 'Lights, music and food.',
      // Start and end as time fields hold them, in the site zone.
      startTime: '18:00',
      endTime: '22:00',
      published: true,
      venue: 'Community Center',
      address: '950 East Street, Tracy, CA',
      highlights: 'Music, Food, Fireworks',
      whatToBring: 'Blanket',
      sponsors: [
        { name: 'Tracy Sweets', benefits: 'Logo on the flyer' },
        { name: 'Bakery', benefits: '' },
      ],
      // As they are, but for the instructions the Food group had none of.
      activities: [event.activities[0], { ...event.activities[1], instructions: '' }],
      schedule: [
        { time: '6:00 PM', activity: 'Welcome', description: 'Doors open' },
        { time: '7:00 PM', activity: 'Dance', description: '' },
      ],
      registrationOpen: true,
      acceptStallApplications: false,
      stallCapacity: '12',
      stallWaitlist: true,
      capacity: '250',
      reminderHoursBefore: '48',
      featuredImage: 'https://cdn.example/diwali.jpg',
    });
  });

  it('turns an unchanged form back into the payload the event was made from, which the API accepts', () => {
    const payload = formToPayload(eventToForm(event, TIME_ZONE));
    expect(payload).toMatchObject({
      title: event.title,
      slug: 'diwali-2026',
      date: '2026-11-14',
      description: event.description,
      time: '18:00 - 22:00',
      published: true,
      venue: event.venue,
      address: event.address,
      highlights: event.highlights,
      whatToBring: event.whatToBring,
      sponsors: event.sponsors,
      activities: event.activities,
      schedule: event.schedule,
      registrationOpen: true,
      acceptStallApplications: false,
      stallCapacity: 12,
      stallWaitlist: true,
      capacity: 250,
      reminderHoursBefore: 48,
      featuredImage: event.featuredImage,
    });
    expect(eventPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('trims text, splits lists, drops empty schedule rows and leaves blank optional texts out', () => {
    const values = {
      ...emptyEventForm(),
      title: '  Holi  ',
      date: '2027-03-23',
      time: '   ',
      venue: ' Park ',
      address: ' 1 Main St ',
      highlights: ' Colours, , Music ,',
      whatToBring: '',
      stallCapacity: ' ',
      capacity: '',
      reminderHoursBefore: '',
      sponsors: [{ name: ' Shop ', benefits: '  ' }],
      activities: [{ category: ' Games ', instructions: ' ', options: [{ id: 'opt_9', name: ' Tag ' }] }],
      schedule: [
        { time: ' ', activity: ' ', description: 'ignored' },
        { time: '', activity: ' Colour throw ', description: ' ' },
      ],
    };
    expect(eventFormSchema.safeParse(values).success).toBe(true);
    const payload = formToPayload(values);
    expect(payload).toMatchObject({
      title: 'Holi',
      time: null,
      venue: 'Park',
      address: '1 Main St',
      highlights: ['Colours', 'Music'],
      whatToBring: [],
      stallCapacity: null,
      capacity: null,
      reminderHoursBefore: null,
      sponsors: [{ name: 'Shop', benefits: undefined }],
      activities: [{ category: 'Games', instructions: undefined, options: [{ id: 'opt_9', name: 'Tag' }] }],
      schedule: [{ time: '', activity: 'Colour throw', description: undefined }],
      featuredImage: null,
    });
    expect(eventPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('refuses a form without its required fields, with the messages the admin sees', () => {
    const result = eventFormSchema.safeParse({ ...emptyEventForm(), title: ' ' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Title is required',
        'Date is required',
        'Venue is required',
        'Address is required',
      ]),
    );
  });

  it('sends the page address as typed, or asks for one made from the title when it is emptied', () => {
    const form = eventToForm(event, TIME_ZONE);
    expect(formToPayload({ ...form, slug: ' diwali-2027 ' })).toMatchObject({ slug: 'diwali-2027' });
    const emptied = formToPayload({ ...form, slug: '' });
    expect(emptied.slug).toBeUndefined();
    expect(emptied.regenerateSlug).toBe(true);
    expect(eventPayloadSchema.safeParse(emptied).success).toBe(true);
  });

  it('refuses a page address that is not lowercase letters, digits and single hyphens', () => {
    for (const slug of ['Diwali', 'diwali 2027', 'diwali--2027', '-diwali', 'diwali_2027']) {
      const result = eventFormSchema.safeParse({ ...eventToForm(event, TIME_ZONE), slug });
      expect(result.success, slug).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['slug'],
        message: 'Use lowercase letters, digits and single hyphens',
      });
    }
  });

  it('fills the ticket types, guest names and questions, and sends them back as the API takes them', () => {
    const shaped: Event = {
      ...event,
      ticketTypes: [
        { id: 'tt_adult', name: 'Adult', capacity: null, spotsLeft: null },
        { id: 'tt_child', name: 'Child', description: 'Under 12', capacity: 20, spotsLeft: 20 },
      ],
      guestNames: 'optional',
      questions: [
        {
          id: 'q_diet',
          label: 'Dietary needs',
          type: 'multiple',
          options: ['Vegetarian', 'Vegan, no honey'],
          required: true,
          helpText: 'For the dinner',
          perGuest: true,
          showAtDoor: true,
        },
        {
          id: 'q_note',
          label: 'Anything else?',
          type: 'long-text',
          required: false,
          perGuest: false,
          showAtDoor: false,
        },
      ],
    };
    const form = eventToForm(shaped, TIME_ZONE);
    expect(form).toMatchObject({
      ticketTypes: [
        { id: 'tt_adult', name: 'Adult', description: '', capacity: '' },
        { id: 'tt_child', name: 'Child', description: 'Under 12', capacity: '20' },
      ],
      guestNames: 'optional',
      questions: [
        {
          id: 'q_diet',
          label: 'Dietary needs',
          type: 'multiple',
          options: 'Vegetarian\nVegan, no honey',
          required: true,
          helpText: 'For the dinner',
          perGuest: true,
          showAtDoor: true,
        },
        { id: 'q_note', label: 'Anything else?', type: 'long-text', options: '', helpText: '' },
      ],
    });
    const payload = formToPayload(form);
    expect(payload).toMatchObject({
      ticketTypes: [
        { id: 'tt_adult', name: 'Adult', description: undefined, capacity: null },
        { id: 'tt_child', name: 'Child', description: 'Under 12', capacity: 20 },
      ],
      guestNames: 'optional',
      questions: [
        { ...shaped.questions[0] },
        { id: 'q_note', label: 'Anything else?', type: 'long-text', options: undefined, helpText: undefined },
      ],
    });
    expect(eventPayloadSchema.safeParse(payload).success).toBe(true);
    // A form without any sends empty lists: the event keeps one implicit type and asks nothing more.
    expect(formToPayload(eventToForm(event, TIME_ZONE))).toMatchObject({
      ticketTypes: [],
      guestNames: 'off',
      questions: [],
    });
  });

  it('refuses a type without a name or with a bad capacity, and a choice question without options', () => {
    const result = eventFormSchema.safeParse({
      ...eventToForm(event, TIME_ZONE),
      ticketTypes: [{ id: 'tt_1', name: ' ', description: '', capacity: '0' }],
      questions: [
        { ...newQuestion(), id: 'q_1', label: 'Size', type: 'single', options: ' \n ' },
        { ...newQuestion(), id: 'q_2' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['ticketTypes.0.name', 'Ticket type name is required'],
        [
          'ticketTypes.0.capacity',
          'Ticket type capacity must be a whole number of at least 1 (leave it empty for no limit)',
        ],
        ['questions.0.options', 'A choice question needs at least one option'],
        ['questions.1.label', 'Question label is required'],
      ]),
    );
  });
});

describe('event form translations', () => {
  const translated = {
    ...event,
    ticketTypes: [
      { id: 'tt_a', name: 'Adult', capacity: null, spotsLeft: null },
      { id: 'tt_c', name: 'Child', capacity: null, spotsLeft: null },
    ],
    translations: {
      hi: {
        title: 'दिवाली',
        highlights: ['', 'खाना'],
        schedule: [{ activity: 'स्वागत' }],
        activities: [{ options: [{ id: 'opt_2', name: 'समूह नृत्य' }] }],
        ticketTypes: [{ id: 'tt_c', name: 'बच्चा' }],
      },
    },
  };

  it('lines each language up with the English fields: one field per text, empty where English shows', () => {
    const form = eventToForm(translated, TIME_ZONE);
    expect(form.translations.hi).toMatchObject({
      title: 'दिवाली',
      description: '',
      highlights: ['', 'खाना', ''],
      schedule: [
        { activity: 'स्वागत', description: '' },
        { activity: '', description: '' },
      ],
      ticketTypes: [
        { name: '', description: '' },
        { name: 'बच्चा', description: '' },
      ],
    });
    expect(form.translations.hi.activities[0]?.options).toEqual([{ name: '' }, { name: 'समूह नृत्य' }]);
    expect(form.translations.es.title).toBe('');
  });

  it('sends what is written with the English items’ ids, and the schema takes it', () => {
    const payload = formToPayload(eventToForm(translated, TIME_ZONE));
    expect(payload.translations?.hi).toMatchObject({
      title: 'दिवाली',
      highlights: ['', 'खाना', ''],
      ticketTypes: [{ id: 'tt_a' }, { id: 'tt_c', name: 'बच्चा' }],
    });
    expect(payload.translations?.hi?.activities?.[0]?.options).toEqual([
      { id: 'opt_1' },
      { id: 'opt_2', name: 'समूह नृत्य' },
    ]);
    expect(payload.translations?.hi?.description).toBeUndefined();
    const parsed = eventPayloadSchema.safeParse(payload);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});
