import type { EventReport, ReportsOverview } from '@shared/schemas/reports';

// The text summary of each chart: what someone who cannot see the chart (or would rather read) needs of it.

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
const parties = (n: number) => `${n} ${n === 1 ? 'party' : 'parties'}`;
const percent = (share: number) => `${Math.round(share * 100)}%`;
/** "17:15" of "2026-10-18T17:15". */
export const clockOf = (at: string) => at.slice(11, 16);

export function signUpsSummary(report: EventReport): string {
  const days = report.signUpsByDay;
  const last = days.at(-1);
  const first = days[0];
  if (!first || !last) return 'No one has signed up yet.';
  const total = last.cumulativePeople;
  const when = first === last ? `on ${first.date}` : `between ${first.date} and ${last.date}`;
  let text = `${people(total)} signed up ${when} (${report.confirmedPeople} confirmed, ${report.waitlistedPeople} on the waitlist).`;
  if (report.capacity !== null) {
    const full = days.find((d) => d.cumulativePeople >= (report.capacity ?? 0));
    text += full
      ? ` Sign-ups reached the capacity of ${report.capacity} on ${full.date}.`
      : ` That is ${percent(total / Math.max(report.capacity, 1))} of the capacity of ${report.capacity}.`;
  }
  return text;
}

export function arrivalsSummary(report: EventReport): string {
  const quarters = report.arrivalsByQuarterHour;
  const first = quarters[0];
  const last = quarters.at(-1);
  const noShows =
    report.noShowPeople === null ? '' : ` ${people(report.noShowPeople)} confirmed did not come.`;
  if (!first || !last) return `No one has been checked in yet.${noShows}`;
  const busiest = quarters.reduce((a, b) => (b.people > a.people ? b : a));
  const when =
    first === last ? `at ${clockOf(first.at)}` : `between ${clockOf(first.at)} and ${clockOf(last.at)}`;
  return `${people(report.checkedInPeople)} arrived ${when}; the busiest quarter hour began at ${clockOf(busiest.at)}, with ${people(busiest.people)}.${noShows}`;
}

export function sourcesSummary(report: EventReport): string {
  const [top, second] = report.sources;
  if (!top) return 'No sign-ups yet.';
  return `Most people came by ${top.source}: ${people(top.people)} in ${parties(top.parties)}${second ? `, then ${second.source} (${people(second.people)})` : ''}.`;
}

export function partySizesSummary(report: EventReport): string {
  if (report.partySizes.length === 0) return 'No sign-ups yet.';
  const common = report.partySizes.reduce((a, b) => (b.parties > a.parties ? b : a));
  const count = report.partySizes.reduce((sum, s) => sum + s.parties, 0);
  const total = report.partySizes.reduce((sum, s) => sum + s.parties * s.size, 0);
  const average = `${parties(count)} averaged ${(total / count).toFixed(1)} people each.`;
  // A tie names no one size as the most common.
  const tied = report.partySizes.filter((s) => s.parties === common.parties).length > 1;
  return tied
    ? `${average[0]?.toUpperCase()}${average.slice(1)}`
    : `The most common party was of ${people(common.size)} (${parties(common.parties)}); ${average}`;
}

export function ticketTypesSummary(report: EventReport): string {
  if (report.ticketTypes.length === 0) return 'No sign-ups yet.';
  return report.ticketTypes
    .map((t) => `${t.name}: ${people(t.people)}`)
    .join('; ')
    .concat('.');
}

export function answerSummary(answer: EventReport['answers'][number]): string {
  const top = answer.counts.reduce<(typeof answer.counts)[number] | null>(
    (a, b) => (!a || b.count > a.count ? b : a),
    null,
  );
  if (!top || top.count === 0) return 'No one has chosen an option yet.';
  return `${top.option} was chosen most, by ${parties(top.count)}.`;
}

export function overviewSummary(overview: ReportsOverview): string {
  const events = overview.events;
  if (events.length === 0) return `No events between ${overview.from} and ${overview.to}.`;
  const confirmed = events.reduce((sum, e) => sum + e.confirmedPeople, 0);
  const arrived = events.reduce((sum, e) => sum + e.arrivedPeople, 0);
  return `${events.length} ${events.length === 1 ? 'event' : 'events'} between ${overview.from} and ${overview.to}: ${people(confirmed)} confirmed, ${people(arrived)} arrived. ${people(overview.returningAttendees)} came to more than one of them.`;
}
