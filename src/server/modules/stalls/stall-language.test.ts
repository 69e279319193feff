import { LANGUAGE_MESSAGE } from '@shared/schemas/registrations';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, XHR_HEADERS } from '../../../../test/auth';
import { insertEvent, insertSiteSettings, nextTestAddress } from '../../../../test/fixtures';
import { outboxMails } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { stallApplications } from '../../db/schema';

// A stall application records its page's language; the applicant's mails (acknowledgement, decision) are in it,
// the organisers' notice stays English (docs/i18n.md, "Mail").
describe('stall mails in the applicant’s language', () => {
  const t = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
    await insertSiteSettings(t.database);
  });
  const apply = (eventId: string, email: string, extra: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stall-applications',
      headers: XHR_HEADERS,
      remoteAddress: nextTestAddress(),
      payload: {
        eventId,
        businessName: 'Chai Corner',
        contactPerson: 'Ravi',
        email,
        phone: '2095550100',
        businessType: 'Food',
        productsServices: 'Tea and snacks',
        ...extra,
      },
    });
  const deliveredTo = async (address: string) => {
    await t.app.mail.idle();
    return (await outboxMails(t.dataDir)).filter((m) => m.to?.[0]?.address === address);
  };

  it('a Spanish application is acknowledged and decided in Spanish, the event named in Spanish', async () => {
    const event = await insertEvent(t.database, 10, {
      title: 'Diwali Mela',
      acceptStallApplications: true,
      translations: { es: { title: 'Feria de Diwali' } },
    });
    const res = await apply(event.id, 'chai.es@example.org', { language: 'es' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const [row] = await t.database.db.select().from(stallApplications).where(eq(stallApplications.id, id));
    expect(row?.language).toBe('es');

    const [ack] = await deliveredTo('chai.es@example.org');
    expect(ack?.subject).toBe('Solicitud de puesto recibida: Feria de Diwali');
    expect(ack?.text).toContain('Nombre del negocio: Chai Corner');
    expect(ack?.text).toMatch(/Fecha: (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d+ de /);
    const notice = (await deliveredTo('organisers@example.org')).find((m) =>
      m.subject?.startsWith('New stall application: Chai Corner'),
    );
    expect(notice?.subject).toBe('New stall application: Chai Corner (Diwali Mela)');

    const decided = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/stall-applications/${id}`,
      headers,
      payload: { status: 'approved', message: 'Puesto 12' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const mails = await deliveredTo('chai.es@example.org');
    const decision = mails.find((m) => m.subject !== ack?.subject);
    expect(decision?.subject).toBe('Tu solicitud de puesto para Feria de Diwali fue aprobada');
    expect(decision?.text).toContain('Buenas noticias: Chai Corner tiene un puesto en Feria de Diwali.');
    expect(decision?.text).toContain('Puesto 12');
  });

  it('is English when no language is sent, and refuses one the site does not have', async () => {
    const event = await insertEvent(t.database, 10, { title: 'Holi', acceptStallApplications: true });
    const res = await apply(event.id, 'chai.en@example.org', {});
    expect(res.statusCode, res.body).toBe(201);
    expect((await deliveredTo('chai.en@example.org'))[0]?.subject).toBe('Stall application received: Holi');
    const bad = await apply(event.id, 'chai.fr@example.org', { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'language', message: LANGUAGE_MESSAGE }]);
  });
});
