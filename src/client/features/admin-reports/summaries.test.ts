import { adminCatalogue } from '@client/lib/i18n/admin-catalogue';
import { pageLanguage } from '@client/lib/i18n/i18n-context';
import type { EventReport } from '@shared/schemas/reports';
import { describe, expect, it } from 'vitest';
import { arrivalsSummary, partySizesSummary, signUpsSummary, sourcesSummary } from './summaries';

const report: EventReport = {
  capacity: 12,
  confirmedPeople: 10,
  waitlistedPeople: 2,
  cancelledParties: 1,
  checkedInPeople: 8,
  noShowPeople: 2,
  signUpsByDay: [
    { date: '2026-09-01', parties: 2, people: 6, cumulativePeople: 6 },
    { date: '2026-09-02', parties: 0, people: 0, cumulativePeople: 6 },
    { date: '2026-09-03', parties: 3, people: 6, cumulativePeople: 12 },
  ],
  arrivalsByQuarterHour: [
    { at: '2026-10-18T17:00', people: 4 },
    { at: '2026-10-18T17:15', people: 0 },
    { at: '2026-10-18T17:30', people: 4 },
  ],
  partySizes: [
    { size: 1, parties: 2 },
    { size: 2, parties: 3 },
  ],
  sources: [
    { source: 'qr', parties: 2, people: 5 },
    { source: 'whatsapp', parties: 1, people: 1 },
  ],
  ticketTypes: [],
  answers: [],
};

const en = pageLanguage('en', await adminCatalogue('en'));

describe('report summaries', () => {
  it('say in words what each chart shows', () => {
    expect(signUpsSummary(report, en)).toBe(
      '12 people signed up between 2026-09-01 and 2026-09-03 (10 confirmed, 2 on the waitlist). Sign-ups reached the capacity of 12 on 2026-09-03.',
    );
    expect(arrivalsSummary(report, en)).toBe(
      '8 people arrived between 17:00 and 17:30; the busiest quarter hour began at 17:00, with 4 people. 2 people confirmed did not come.',
    );
    expect(sourcesSummary(report, en)).toBe(
      'Most people came by qr: 5 people in 2 parties, then whatsapp (1 person).',
    );
    expect(partySizesSummary(report, en)).toBe(
      'The most common party was of 2 people (3 parties); 5 parties averaged 1.6 people each.',
    );
    const even = {
      ...report,
      partySizes: [
        { size: 1, parties: 2 },
        { size: 3, parties: 2 },
      ],
    };
    expect(partySizesSummary(even, en)).toBe('4 parties averaged 2.0 people each.');
    const oneDay = { ...report, signUpsByDay: report.signUpsByDay.slice(0, 1), capacity: null };
    expect(signUpsSummary(oneDay, en)).toBe(
      '6 people signed up on 2026-09-01 (10 confirmed, 2 on the waitlist).',
    );
    const oneQuarter = {
      ...report,
      arrivalsByQuarterHour: report.arrivalsByQuarterHour.slice(0, 1),
      noShowPeople: null,
    };
    expect(arrivalsSummary(oneQuarter, en)).toBe(
      '8 people arrived at 17:00; the busiest quarter hour began at 17:00, with 4 people.',
    );
  });

  it('say it in the admin’s language', async () => {
    const hi = pageLanguage('hi', await adminCatalogue('hi'));
    expect(sourcesSummary(report, hi)).toContain('qr');
    expect(sourcesSummary(report, hi)).not.toContain('Most people');
    const es = pageLanguage('es', await adminCatalogue('es'));
    expect(partySizesSummary(report, es)).toContain('5 grupos');
  });
});
