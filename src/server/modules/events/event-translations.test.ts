import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { eventFormLists } from '../../../../test/event-payloads';
import { useTestApp } from '../../../../test/test-app';

const english = {
  title: 'Diwali Mela',
  date: '2099-11-08',
  time: '6:00 PM',
  description: 'Lights, food and music',
  venue: 'Community Hall',
  address: '1 Main Street',
  ...eventFormLists,
  whatToBring: ['Blanket', 'Water'],
  ticketTypes: [
    { id: 'tt_adult', name: 'Adult', description: 'Over 12' },
    { id: 'tt_child', name: 'Child' },
  ],
  questions: [
    { id: 'q_diet', label: 'Diet', type: 'single', options: ['Veg', 'Vegan'], helpText: 'For the kitchen' },
  ],
};

const hindi = {
  title: 'दिवाली मेला',
  description: '',
  highlights: ['खाना'],
  schedule: [{ activity: 'स्वागत' }],
  whatToBring: ['', 'पानी'],
  activities: [{ category: 'नृत्य', options: [{ id: 'opt_bhangra', name: 'भांगड़ा' }] }],
  ticketTypes: [{ id: 'tt_child', name: 'बच्चा' }],
  questions: [{ id: 'q_diet', label: 'भोजन', options: ['शाकाहारी'] }],
};

describe('event content per language', () => {
  const t = useTestApp({}, { publicCache: true });
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
  });
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/events', headers, payload });
  const publicGet = (url: string) => t.app.inject({ method: 'GET', url });
  /**
   * The answer once served from the cache: on PostgreSQL the invalidation an admin write sends reaches the instance
   * itself a moment later (NOTIFY), and may drop what was cached just before it.
   */
  const cached = async (url: string) => {
    for (let tries = 0; tries < 100; tries++) {
      const res = await publicGet(url);
      if (res.headers['x-cache'] === 'HIT') return res;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${url} never served from the cache`);
  };

  it('stores the translations and answers each text in the asked language, English where none was written', async () => {
    const created = await create({
      ...english,
      translations: { hi: hindi, es: { title: 'Feria de Diwali' } },
    });
    expect(created.statusCode).toBe(201);
    const { slug, id, translations } = created.json();
    expect(translations.hi.title).toBe('दिवाली मेला');
    expect(translations.es).toEqual({ title: 'Feria de Diwali' });

    const hi = (await publicGet(`/api/events/${slug}?lang=hi`)).json();
    expect(hi.title).toBe('दिवाली मेला');
    expect(hi.description).toBe('Lights, food and music');
    expect(hi.highlights).toEqual(['खाना', 'Music']);
    expect(hi.whatToBring).toEqual(['Blanket', 'पानी']);
    expect(hi.schedule).toEqual([{ time: '6:00 PM', activity: 'स्वागत', description: 'Opening words' }]);
    // The English category stays the key a sign-up's responses are filed under; what has no Hindi stays English.
    const [dance] = eventFormLists.activities;
    expect(hi.activities).toEqual([
      { ...dance, categoryLabel: 'नृत्य', options: [dance?.options[0], { id: 'opt_bhangra', name: 'भांगड़ा' }] },
    ]);
    expect(hi.ticketTypes.map((type: { name: string }) => type.name)).toEqual(['Adult', 'बच्चा']);
    expect(hi.ticketTypes[0].description).toBe('Over 12');
    expect(hi.questions[0]).toMatchObject({
      label: 'भोजन',
      helpText: 'For the kitchen',
      options: ['Veg', 'Vegan'],
      optionLabels: ['शाकाहारी', 'Vegan'],
    });
    // Venue and times are not translated content: the same in every language.
    expect(hi.venue).toBe('Community Hall');

    const es = (await publicGet(`/api/events/${id}?lang=es`)).json();
    expect(es.title).toBe('Feria de Diwali');
    expect(es.highlights).toEqual(['Food', 'Music']);

    for (const url of [`/api/events/${slug}`, `/api/events/${slug}?lang=en`]) {
      const en = (await publicGet(url)).json();
      expect(en.title).toBe('Diwali Mela');
      expect(en.questions[0].optionLabels).toBeUndefined();
    }

    const list = (await publicGet('/api/events?lang=hi')).json();
    expect(list.find((e: { id: string }) => e.id === id).title).toBe('दिवाली मेला');
    const past = (await publicGet('/api/events?when=all&lang=es')).json();
    expect(past.find((e: { id: string }) => e.id === id).title).toBe('Feria de Diwali');
    expect((await publicGet('/api/events')).json().find((e: { id: string }) => e.id === id).title).toBe(
      'Diwali Mela',
    );
    expect((await publicGet('/api/events/featured?lang=hi')).json().title).toBe('दिवाली मेला');

    const admin = (await t.app.inject({ method: 'GET', url: `/api/admin/events/${id}`, headers })).json();
    expect(admin.title).toBe('Diwali Mela');
    expect(admin.translations.hi.highlights).toEqual(['खाना']);
  });

  it('keeps the translations when an update leaves them out, replaces them when it gives them', async () => {
    const { id, slug } = (
      await create({ ...english, title: 'Holi', translations: { hi: { title: 'होली' } } })
    ).json();
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/events/${id}`, headers, payload });
    expect((await put({ ...english, title: 'Holi Fest' })).statusCode).toBe(200);
    expect((await publicGet(`/api/events/${slug}?lang=hi`)).json().title).toBe('होली');
    expect(
      (await put({ ...english, title: 'Holi Fest', translations: { hi: { title: '' } } })).statusCode,
    ).toBe(200);
    expect((await publicGet(`/api/events/${slug}?lang=hi`)).json().title).toBe('Holi Fest');
  });

  it('refuses an unknown language, an unknown field and over-long text, naming the field', async () => {
    const unknown = await create({ ...english, translations: { fr: { title: 'Fête' } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('translations');
    expect(unknown.json().message).toContain('fr');

    const field = await create({ ...english, translations: { hi: { venue: 'हॉल' } } });
    expect(field.statusCode).toBe(400);
    expect(field.json().errors[0].path).toBe('translations.hi');

    const long = await create({ ...english, translations: { es: { title: 'x'.repeat(201) } } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: 'At most 200 characters',
      errors: [{ path: 'translations.es.title' }],
    });
    // English stays required whatever the translations say.
    const noTitle = await create({ ...english, title: '', translations: { hi: { title: 'मेला' } } });
    expect(noTitle.json().message).toBe('Title is required');
  });

  it('refuses an unknown ?lang, naming lang', async () => {
    for (const url of ['/api/events?lang=fr', '/api/events/featured?lang=HI', '/api/settings?lang=de']) {
      const res = await publicGet(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe('lang must be one of en, hi, es');
      expect(res.json().errors[0].path, url).toBe('lang');
    }
    const { slug } = (await create({ ...english, title: 'Lohri' })).json();
    expect((await publicGet(`/api/events/${slug}?lang=xx`)).statusCode).toBe(400);
  });

  it('lists the Hindi titles in /hi/feed.xml, linked to the Hindi pages; /feed.xml stays English', async () => {
    const { slug } = (
      await create({ ...english, title: 'Kite Day', translations: { hi: { title: 'पतंग दिवस' } } })
    ).json();
    const hi = await publicGet('/hi/feed.xml');
    expect(hi.statusCode).toBe(200);
    expect(hi.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(hi.body).toContain('<title>पतंग दिवस</title>');
    expect(hi.body).toContain(`/hi/events/${slug}</link>`);
    expect(hi.body).toContain('<language>hi-in</language>');
    const en = await publicGet('/feed.xml');
    expect(en.body).toContain('<title>Kite Day</title>');
    expect(en.body).not.toContain('पतंग');
    expect((await publicGet('/es/feed.xml')).body).toContain('<title>Kite Day</title>');
  });

  it('keeps each language of a read apart in the public cache, one entry per language', async () => {
    const { slug } = (
      await create({
        ...english,
        title: 'Navratri',
        translations: { hi: { title: 'नवरात्रि' }, es: { title: 'Navratri ES' } },
      })
    ).json();
    const base = `/api/events/${slug}`;
    // Each language is served from an entry of its own, with its own title.
    for (const [query, title] of [
      ['?lang=hi', 'नवरात्रि'],
      ['?lang=es', 'Navratri ES'],
      ['', 'Navratri'],
    ] as const) {
      expect((await cached(`${base}${query}`)).json().title).toBe(title);
    }
    const fills = t.app.publicCacheStats().fills;
    // One value (the first) and nothing the route does not read: the same entries, nothing computed again.
    const repeated = await publicGet(`${base}?v=2&lang=hi&lang=es`);
    expect(repeated.headers['x-cache']).toBe('HIT');
    expect(repeated.json().title).toBe('नवरात्रि');
    expect((await publicGet(`${base}?v=3`)).json().title).toBe('Navratri');
    expect((await cached(`${base}?lang=es`)).json().title).toBe('Navratri ES');
    expect(t.app.publicCacheStats().fills).toBe(fills);
    expect((await cached('/api/events?lang=es')).json()[0].title).not.toBe(
      (await cached('/api/events?lang=hi')).json()[0].title,
    );
  });
});
