import { useAdminDates } from '@client/components/admin/use-admin-dates';
import { useT } from '@client/lib/i18n/i18n-context';
import type { AdminRegistration } from '@shared/schemas/admin-registrations';
import type { ReactNode } from 'react';
import { arrivalText } from '../lib/filter-registrations';
import { RegistrationRowActions } from './registration-row-actions';
import { RegistrationStatusBadge } from './registration-status-badge';

type RegistrationCardsProps = {
  rows: AdminRegistration[];
  timeZone: string;
  onView: (registration: AdminRegistration) => void;
  onDelete: (registration: AdminRegistration) => void;
  /** What to say when there are no rows. */
  empty: ReactNode;
};

/**
 * The registrations as cards, for a phone: every field of the table's row and every action, within the screen's
 * width (the table, wider than a phone, is shown on wide screens).
 */
export function RegistrationCards({ rows, timeZone, onView, onDelete, empty }: RegistrationCardsProps) {
  const t = useT();
  const { mediumDate } = useAdminDates();
  if (rows.length === 0) {
    return <p className="rounded-lg border border-border p-6 text-center text-muted-foreground">{empty}</p>;
  }
  return (
    <ul aria-label={t('admin.registrations.list.label')} className="space-y-3">
      {rows.map((r) => (
        <li key={r.id} className="rounded-lg border border-border bg-card p-4 text-sm">
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold text-base">{r.fullName}</p>
            <RegistrationStatusBadge registration={r} />
          </div>
          <p className="mt-1 break-all">{r.email}</p>
          {r.phone ? <p className="text-muted-foreground">{r.phone}</p> : null}
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">{t('admin.registrations.field.people')}</dt>
            <dd>{r.guestCount}</dd>
            <dt className="text-muted-foreground">{t('admin.registrations.field.checkedIn')}</dt>
            <dd>{arrivalText(r, t)}</dd>
            <dt className="text-muted-foreground">{t('admin.registrations.field.activities')}</dt>
            <dd>{r.activityNames.join(', ') || '–'}</dd>
            <dt className="text-muted-foreground">{t('admin.registrations.field.registered')}</dt>
            <dd>{mediumDate(r.createdAt, timeZone)}</dd>
            {r.adminComment ? (
              <>
                <dt className="text-muted-foreground">{t('admin.registrations.field.adminNotes')}</dt>
                <dd className="break-words">{r.adminComment}</dd>
              </>
            ) : null}
          </dl>
          <div className="mt-3 border-border border-t pt-2">
            <RegistrationRowActions registration={r} onView={() => onView(r)} onDelete={() => onDelete(r)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
