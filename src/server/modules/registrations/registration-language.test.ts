import { formatLongDate } from '@shared/dates';
import { LANGUAGE_MESSAGE } from '@shared/schemas/registrations';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { insertEvent, insertRegistration, postSignUp } from '../../../../test/fixtures';
import { outboxMails } from '../../../../test/outbox';
import { asRegistrant, signedUp } from '../../../../test/registrants';
import { useTestApp } from '../../../../test/test-app';
import { registrations } from '../../db/schema';

const HOUR = 3_600_000;

type Created = { id: string; email: string; manageToken: string };

// Issue 33, item 4: a sign-up records its page's language, and every mail to the registrant is in it (docs/i18n.md,
// "Mail"): the mail's own words, the dates, and the event's texts as written in that language (English otherwise).
describe('mail in the registrant’s language', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
  });
  const zone = () => t.app.config.siteTimezone;
  const languageOf = async (id: string) =>
    (await t.database.db.select().from(registrations).where(eq(registrations.id, id)))[0]?.language;
  const delivered = async (email: string) => {
    await t.app.mail.idle();
    return (await outboxMails(t.dataDir)).filter((m) => m.to?.[0]?.address === email);
  };

  it('a Hindi sign-up is stored as hi and confirmed in Hindi: words, dates, the Hindi title, the calendar file', async () => {
    const event = await insertEvent(t.database, 20, {
      title: 'Diwali Mela',
      timeKnown: true,
      translations: { hi: { title: 'दिवाली मेला', description: 'रोशनी का त्योहार' } },
    });
    const r = await signedUp<Created>(t.app, event.id, { guestCount: 2, language: 'hi' });
    expect(await languageOf(r.id)).toBe('hi');

    const [mail, ...more] = await delivered(r.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('पंजीकरण पक्का: दिवाली मेला');
    const text = mail?.text ?? '';
    expect(text).toContain('नमस्ते Asha Rao,');
    expect(text).toContain('दिवाली मेला के लिए पंजीकरण करने का धन्यवाद।');
    expect(text).toContain('कार्यक्रम: दिवाली मेला');
    expect(text).toContain(`तारीख़: ${formatLongDate(event.startsAt, zone(), 'hi-IN')}`);
    // Hindi month and weekday names, not English ones.
    expect(text).toMatch(/तारीख़: (सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार), /);
    expect(text).toContain('मेहमान: 2 लोग');
    expect(text).toContain('टिकट कोड: ');
    expect(text).not.toMatch(/Hello|Registration confirmed|Diwali Mela|Guests:/);
    expect(mail?.html).toMatch(/<html[^>]* lang="hi"/);
    const ics = mail?.attachments.find((a) => a.filename?.endsWith('.ics'));
    const icsText =
      typeof ics?.content === 'string' ? ics.content : new TextDecoder().decode(ics?.content as ArrayBuffer);
    expect(icsText).toContain('SUMMARY:दिवाली मेला');
    expect(icsText).toContain('DESCRIPTION:रोशनी का त्योहार');
  });

  it('without a Hindi title, the Hindi mail names the event in English', async () => {
    const event = await insertEvent(t.database, 20, { title: 'Holi in the Park' });
    const r = await signedUp<Created>(t.app, event.id, { guestCount: 1, language: 'hi' });
    const [mail] = await delivered(r.email);
    expect(mail?.subject).toBe('पंजीकरण पक्का: Holi in the Park');
    expect(mail?.text).toContain('मेहमान: 1 व्यक्ति');
  });

  it('a Spanish registrant cancelling is told in Spanish, with a link to the Spanish page', async () => {
    const event = await insertEvent(t.database, 20, {
      title: 'Navratri Garba',
      translations: { es: { title: 'Noche de Garba' } },
    });
    const r = await signedUp<Created>(t.app, event.id, { guestCount: 3, language: 'es' });
    expect(await languageOf(r.id)).toBe('es');
    expect((await asRegistrant(t.app, 'DELETE', r)).statusCode).toBe(200);
    const mails = await delivered(r.email);
    // Delivered in either order: the outbox's files are named by their sending, not by their making.
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Inscripción cancelada: Noche de Garba',
      'Inscripción confirmada: Noche de Garba',
    ]);
    const text = mails.find((m) => m.subject?.startsWith('Inscripción cancelada'))?.text ?? '';
    expect(text).toContain('Hola, Asha Rao:');
    expect(text).toContain('Tu inscripción para Noche de Garba está cancelada, como pediste.');
    expect(text).toContain(`Fecha: ${formatLongDate(event.startsAt, zone(), 'es-US')}`);
    expect(text).toMatch(/Fecha: (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d+ de /);
    expect(text).toContain('Hora: Por determinar');
    expect(text).toContain('Grupo: 3 personas');
    expect(text).toContain(`https://events.example.org/es/events/${event.slug}`);
  });

  it('a Spanish registrant’s reminder, and the event’s cancellation, are in Spanish', async () => {
    const event = await insertEvent(t.database, 0, {
      title: 'Summer Picnic',
      startsAt: new Date(Date.now() + 10 * HOUR),
      timeKnown: true,
      translations: { es: { title: 'Picnic de verano' } },
    });
    const r = await insertRegistration(t.database, event.id, {
      createdAt: new Date(Date.now() - 72 * HOUR),
      language: 'es',
    });
    const english = await insertRegistration(t.database, event.id, {
      createdAt: new Date(Date.now() - 72 * HOUR),
    });
    await t.app.reminders.run(new Date());
    const [reminder] = await delivered(r.email);
    expect(reminder?.subject).toBe('Recordatorio: Picnic de verano');
    expect(reminder?.text).toContain('Te recordamos que Picnic de verano se acerca');
    expect(reminder?.text).toMatch(/Hora: \d{1,2}:\d{2} [ap]\. ?m\./);
    expect(reminder?.text).toContain('¿Al final no puedes venir?');
    expect(reminder?.html).toContain('No puedo ir');
    expect((await delivered(english.email))[0]?.subject).toBe('Reminder: Summer Picnic');

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/cancel`,
      headers: admin,
      payload: { message: 'Llueve mucho' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mails = await delivered(r.email);
    const off = mails.find((m) => m.subject === 'Cancelado: Picnic de verano');
    expect(off?.text).toContain('Lamentamos informarte que se canceló Picnic de verano.');
    // The organisers' own words go as written.
    expect(off?.text).toContain('Mensaje de los organizadores: Llueve mucho');
    expect((await delivered(english.email)).map((m) => m.subject)).toContain('Cancelled: Summer Picnic');
  });

  it('a new place is told to a Hindi registrant in Hindi, old → new', async () => {
    const event = await insertEvent(t.database, 30, {
      title: 'Lohri Night',
      timeKnown: true,
      translations: { hi: { title: 'लोहड़ी की रात' } },
    });
    const r = await insertRegistration(t.database, event.id, { language: 'hi' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers: admin,
      payload: {
        title: event.title,
        venue: 'Lincoln Park',
        address: event.address,
        startsAt: event.startsAt.toISOString(),
        notifyRegistrants: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await delivered(r.email);
    expect(mail?.subject).toBe('बदलाव: लोहड़ी की रात');
    expect(mail?.text).toContain('आयोजकों ने लोहड़ी की रात का समय या स्थान बदल दिया है।');
    expect(mail?.text).toContain('स्थान: Community Hall → Lincoln Park');
    expect(mail?.text).not.toMatch(/तारीख़: [^\n]*→/);
  });

  it('stores English when no language is sent, and refuses a language the site does not have (400 naming it)', async () => {
    const event = await insertEvent(t.database, 20, { title: 'Pongal' });
    const r = await signedUp<Created>(t.app, event.id, { guestCount: 1 });
    expect(await languageOf(r.id)).toBe('en');
    expect((await delivered(r.email))[0]?.subject).toBe('Registration confirmed: Pongal');
    for (const language of ['fr', 'HI', '', 7]) {
      const res = await postSignUp(t.app, event.id, { guestCount: 1, language });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'language', message: LANGUAGE_MESSAGE }]);
    }
  });
});
