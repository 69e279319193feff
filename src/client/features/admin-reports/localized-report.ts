import type { MessageKey, Translate } from '@client/lib/i18n/i18n-context';
import { type EventReport, IMPLICIT_TICKET_TYPE } from '@shared/schemas/reports';
import { DIRECT_SOURCE, SOURCE_TAGS, WALK_UP_SOURCE } from '@shared/source-tags';

// The report's own names for things, in the admin's language: the sign-up sources the site tags (a referring
// site's host stays as it is) and the ticket type of an event that has none. English shows them as the server
// names them.

const SOURCE_NAMES: Readonly<Record<string, MessageKey>> = {
  [SOURCE_TAGS.share]: 'admin.reports.source.share',
  [SOURCE_TAGS.qr]: 'admin.reports.source.qr',
  [SOURCE_TAGS.flyer]: 'admin.reports.source.flyer',
  [SOURCE_TAGS.email]: 'admin.reports.source.email',
  [DIRECT_SOURCE]: 'admin.reports.source.direct',
  [WALK_UP_SOURCE]: 'admin.reports.source.walkUp',
};

/** The report with its sources and implicit ticket type named in the admin's language (charts, tables, CSV). */
export function localizedReport(report: EventReport, t: Translate): EventReport {
  return {
    ...report,
    sources: report.sources.map((row) => {
      const id = SOURCE_NAMES[row.source];
      return id ? { ...row, source: t(id) } : row;
    }),
    ticketTypes: report.ticketTypes.map((type) =>
      type.id === IMPLICIT_TICKET_TYPE.id ? { ...type, name: t('admin.reports.generalAdmission') } : type,
    ),
  };
}
