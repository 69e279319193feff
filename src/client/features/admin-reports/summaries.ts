import type { PageLanguage } from '@client/lib/i18n/i18n-context';
import type { EventReport, ReportsOverview } from '@shared/schemas/reports';

// The text summary of each chart: what someone who cannot see the chart (or would rather read) needs of it, in the
// admin's language.

type Language = Pick<PageLanguage, 't' | 'intl'>;

/** "45%" ("45 %" where the language spaces it). */
const percent = (share: number, intl: string) =>
  new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 0 }).format(share);
/** "17:15" of "2026-10-18T17:15". */
export const clockOf = (at: string) => at.slice(11, 16);

export function signUpsSummary(report: EventReport, { t, intl }: Language): string {
  const days = report.signUpsByDay;
  const last = days.at(-1);
  const first = days[0];
  if (!first || !last) return t('admin.reports.summary.noSignUps');
  const total = last.cumulativePeople;
  const counts = {
    count: total,
    confirmed: report.confirmedPeople,
    waitlisted: report.waitlistedPeople,
  };
  let text =
    first === last
      ? t('admin.reports.summary.signUpsOn', { ...counts, date: first.date })
      : t('admin.reports.summary.signUpsBetween', { ...counts, from: first.date, to: last.date });
  if (report.capacity !== null) {
    const full = days.find((d) => d.cumulativePeople >= (report.capacity ?? 0));
    text += ` ${
      full
        ? t('admin.reports.summary.capacityReached', { capacity: report.capacity, date: full.date })
        : t('admin.reports.summary.capacityShare', {
            share: percent(total / Math.max(report.capacity, 1), intl),
            capacity: report.capacity,
          })
    }`;
  }
  return text;
}

export function arrivalsSummary(report: EventReport, { t }: Language): string {
  const quarters = report.arrivalsByQuarterHour;
  const first = quarters[0];
  const last = quarters.at(-1);
  const noShows =
    report.noShowPeople === null
      ? ''
      : ` ${t('admin.reports.summary.noShows', { count: report.noShowPeople })}`;
  if (!first || !last) return `${t('admin.reports.summary.noArrivals')}${noShows}`;
  const busiest = quarters.reduce((a, b) => (b.people > a.people ? b : a));
  const values = {
    count: report.checkedInPeople,
    busiest: clockOf(busiest.at),
    busiestCount: busiest.people,
  };
  const text =
    first === last
      ? t('admin.reports.summary.arrivalsAt', { ...values, time: clockOf(first.at) })
      : t('admin.reports.summary.arrivalsBetween', {
          ...values,
          from: clockOf(first.at),
          to: clockOf(last.at),
        });
  return `${text}${noShows}`;
}

export function sourcesSummary(report: EventReport, { t }: Language): string {
  const [top, second] = report.sources;
  if (!top) return t('admin.reports.summary.noSignUpsYet');
  const values = { source: top.source, people: top.people, parties: top.parties };
  return second
    ? t('admin.reports.summary.sourcesTwo', { ...values, second: second.source, secondPeople: second.people })
    : t('admin.reports.summary.sourcesOne', values);
}

export function partySizesSummary(report: EventReport, { t, intl }: Language): string {
  if (report.partySizes.length === 0) return t('admin.reports.summary.noSignUpsYet');
  const common = report.partySizes.reduce((a, b) => (b.parties > a.parties ? b : a));
  const count = report.partySizes.reduce((sum, s) => sum + s.parties, 0);
  const total = report.partySizes.reduce((sum, s) => sum + s.parties * s.size, 0);
  const average = t('admin.reports.summary.averageParty', {
    count,
    average: new Intl.NumberFormat(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      total / count,
    ),
  });
  // A tie names no one size as the most common.
  const tied = report.partySizes.filter((s) => s.parties === common.parties).length > 1;
  return tied
    ? average
    : t('admin.reports.summary.commonParty', { size: common.size, parties: common.parties, average });
}

export function ticketTypesSummary(report: EventReport, { t }: Language): string {
  if (report.ticketTypes.length === 0) return t('admin.reports.summary.noSignUpsYet');
  return t('admin.reports.summary.ticketTypes', {
    list: report.ticketTypes
      .map((type) => t('admin.reports.summary.ticketType', { name: type.name, count: type.people }))
      .join('; '),
  });
}

export function answerSummary(answer: EventReport['answers'][number], { t }: Language): string {
  const top = answer.counts.reduce<(typeof answer.counts)[number] | null>(
    (a, b) => (!a || b.count > a.count ? b : a),
    null,
  );
  if (!top || top.count === 0) return t('admin.reports.summary.noAnswers');
  return t('admin.reports.summary.topAnswer', { option: top.option, count: top.count });
}

export function overviewSummary(overview: ReportsOverview, { t }: Language): string {
  const events = overview.events;
  if (events.length === 0)
    return t('admin.reports.summary.noEvents', { from: overview.from, to: overview.to });
  const confirmed = events.reduce((sum, e) => sum + e.confirmedPeople, 0);
  const arrived = events.reduce((sum, e) => sum + e.arrivedPeople, 0);
  return t('admin.reports.summary.overview', {
    count: events.length,
    from: overview.from,
    to: overview.to,
    confirmed,
    arrived,
    returning: overview.returningAttendees,
  });
}
