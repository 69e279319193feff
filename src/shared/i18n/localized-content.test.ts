import { describe, expect, it } from 'vitest';
import type { Event } from '../schemas/events';
import { DEFAULT_SETTINGS } from '../settings-defaults';
import { localizeEvent, localizeSettings } from './localized-content';

const event = {
  title: 'Diwali Mela',
  description: 'Lights',
  highlights: ['Food', 'Music'],
  whatToBring: ['Blanket'],
  schedule: [
    { time: '6:00 PM', activity: 'Welcome' },
    { time: '7:00 PM', activity: 'Dance', description: 'On the lawn' },
  ],
  activities: [
    {
      category: 'Dance',
      options: [
        { id: 'opt_a', name: 'Garba' },
        { id: 'opt_b', name: 'Bhangra' },
      ],
    },
  ],
  ticketTypes: [
    { id: 'tt_a', name: 'Adult', capacity: null, spotsLeft: null },
    { id: 'tt_c', name: 'Child', description: 'Under 12', capacity: 10, spotsLeft: 4 },
  ],
  questions: [
    {
      id: 'q1',
      label: 'Diet',
      type: 'single',
      options: ['Veg', 'Vegan'],
      required: true,
      perGuest: false,
      showAtDoor: true,
    },
  ],
  venue: 'Hall',
} as unknown as Event;

describe('localizeEvent', () => {
  it('answers English as it is, for English or without translations', () => {
    expect(localizeEvent(event, { hi: { title: 'मेला' } }, 'en')).toBe(event);
    expect(localizeEvent(event, {}, 'hi')).toBe(event);
    expect(localizeEvent(event, null, 'es')).toBe(event);
  });

  it('takes each written text and English for every blank or missing one, keeping the English shape', () => {
    const hi = localizeEvent(
      event,
      {
        hi: {
          title: 'दिवाली मेला',
          description: '   ',
          highlights: ['', 'संगीत', 'extra'],
          schedule: [{ activity: 'स्वागत', description: 'शब्द' }],
          activities: [{ category: 'नृत्य', instructions: 'बताइए', options: [{ name: 'गरबा' }] }],
          ticketTypes: [{ name: 'वयस्क' }, { description: '12 से कम' }],
          questions: [{ label: 'भोजन', options: ['', 'वीगन'] }],
        },
      },
      'hi',
    );
    expect(hi.title).toBe('दिवाली मेला');
    expect(hi.description).toBe('Lights');
    expect(hi.highlights).toEqual(['Food', 'संगीत']);
    expect(hi.whatToBring).toEqual(['Blanket']);
    expect(hi.schedule).toEqual([
      { time: '6:00 PM', activity: 'स्वागत', description: 'शब्द' },
      { time: '7:00 PM', activity: 'Dance', description: 'On the lawn' },
    ]);
    expect(hi.activities).toEqual([
      {
        // The English name stays the key a sign-up's responses are filed under.
        category: 'Dance',
        categoryLabel: 'नृत्य',
        instructions: 'बताइए',
        options: [
          { id: 'opt_a', name: 'गरबा' },
          { id: 'opt_b', name: 'Bhangra' },
        ],
      },
    ]);
    expect(hi.ticketTypes).toEqual([
      { id: 'tt_a', name: 'वयस्क', capacity: null, spotsLeft: null },
      { id: 'tt_c', name: 'Child', description: '12 से कम', capacity: 10, spotsLeft: 4 },
    ]);
    expect(hi.questions[0]).toMatchObject({
      label: 'भोजन',
      options: ['Veg', 'Vegan'],
      optionLabels: ['Veg', 'वीगन'],
    });
    expect(hi.venue).toBe('Hall');
  });

  it('matches an item given with an id to the English item with that id, wherever it is', () => {
    const es = localizeEvent(
      event,
      {
        es: {
          ticketTypes: [{ id: 'tt_c', name: 'Niño' }],
          activities: [{ options: [{ id: 'opt_b', name: 'Bhangra ES' }] }],
          questions: [{ id: 'nope', label: 'Nada' }],
        },
      },
      'es',
    );
    expect(es.ticketTypes.map((type) => type.name)).toEqual(['Adult', 'Niño']);
    expect(es.activities[0]?.options.map((option) => option.name)).toEqual(['Garba', 'Bhangra ES']);
    expect(es.questions[0]?.label).toBe('Diet');
    expect(es.questions[0]?.optionLabels).toBeUndefined();
  });
});

describe('localizeSettings', () => {
  it('takes the written tagline, about text and announcement, English for the rest', () => {
    const settings = { ...DEFAULT_SETTINGS, announcementText: 'Parking is free' };
    const es = localizeSettings(settings, { es: { tagline: 'Cultura', announcementText: '' } }, 'es');
    expect(es).toEqual({ ...settings, tagline: 'Cultura' });
    expect(localizeSettings(settings, { es: { tagline: 'Cultura' } }, 'hi')).toEqual(settings);
  });
});
