import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import { useAdminDates } from '@client/components/admin/use-admin-dates';
import { Skeleton } from '@client/components/ui/skeleton';
import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
import { SKELETONS_REGISTRATIONS } from '@shared/constants';
import type { AdminRegistration } from '@shared/schemas/admin-registrations';
import { useState } from 'react';
import { useDeleteRegistration } from '../api/delete-registration';
import { useRegistrations } from '../api/get-registrations';
import {
  type ArrivalFilterValue,
  arrivalText,
  filterRegistrations,
  matchesArrival,
} from '../lib/filter-registrations';
import { ArrivalFilter } from './arrival-filter';
import { AttendanceCard } from './attendance-card';
import { RegistrationCards } from './registration-cards';
import { RegistrationDetailDialog } from './registration-detail-dialog';
import { RegistrationRowActions } from './registration-row-actions';
import { RegistrationStatusBadge } from './registration-status-badge';
import { StatusFilter, type StatusFilterValue } from './status-filter';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

const COLUMNS: MessageKey[] = [
  'admin.registrations.field.name',
  'admin.registrations.field.email',
  'admin.registrations.field.phone',
  'admin.registrations.field.people',
  'admin.registrations.field.status',
  'admin.registrations.table.checkedIn',
  'admin.registrations.field.activities',
  'admin.registrations.table.date',
  'admin.registrations.field.adminNotes',
  'admin.registrations.table.actions',
];

/**
 * The actions column stays at the table's right edge while the other columns scroll under it: View, the status
 * changes and Delete are always on screen, however wide the names and notes.
 */
const STICKY_END = 'sticky right-0 bg-card shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]';

type RegistrationsTableProps = { eventId: string; search: string; timeZone: string };

export function RegistrationsTable({ eventId, search, timeZone }: RegistrationsTableProps) {
  const t = useT();
  const { dateTime, mediumDate } = useAdminDates();
  const registrations = useRegistrations(eventId);
  const remove = useDeleteRegistration();
  const [viewId, setViewId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AdminRegistration | null>(null);
  const [status, setStatus] = useState<StatusFilterValue>('all');
  const [arrival, setArrival] = useState<ArrivalFilterValue>('all');
  const rows = filterRegistrations(registrations.data ?? [], search).filter(
    (r) => (status === 'all' || r.status === status) && matchesArrival(r, arrival),
  );
  const viewing = registrations.data?.find((r) => r.id === viewId) ?? null;
  const emptyText = t(
    registrations.data?.length ? 'admin.registrations.table.noMatch' : 'admin.registrations.table.none',
  );

  return (
    <>
      <AttendanceCard eventId={eventId} />
      <div className="my-3 flex flex-wrap justify-end gap-4">
        <ArrivalFilter value={arrival} onChange={setArrival} />
        <StatusFilter value={status} onChange={setStatus} />
      </div>
      {/* Cards on a phone or tablet, the table on a wide screen: every action stays on screen without sideways scrolling. */}
      {registrations.isPending ? null : (
        <div className="lg:hidden">
          <RegistrationCards
            rows={rows}
            timeZone={timeZone}
            onView={(r) => setViewId(r.id)}
            onDelete={setToDelete}
            empty={emptyText}
          />
        </div>
      )}
      <div className={registrations.isPending ? undefined : 'max-lg:hidden'}>
        <Table label={t('admin.registrations.table.label')}>
          <caption className="sr-only">{t('admin.registrations.list.label')}</caption>
          <TableHeader>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableHead
                  key={c}
                  className={c === 'admin.registrations.table.actions' ? STICKY_END : undefined}
                >
                  {t(c)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {registrations.isPending ? (
              Array.from({ length: SKELETONS_REGISTRATIONS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <TableRow key={i} aria-hidden="true">
                  <TableCell colSpan={COLUMNS.length}>
                    <Skeleton className="h-6 w-full" />
                  </TableCell>
                </TableRow>
              ))
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell
                  colSpan={COLUMNS.length}
                  padding="roomy"
                  className="text-center text-muted-foreground"
                >
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell className="whitespace-nowrap font-medium">{r.fullName}</TableCell>
                  <TableCell className="whitespace-nowrap">{r.email}</TableCell>
                  <TableCell className="whitespace-nowrap">{r.phone || '–'}</TableCell>
                  <TableCell>{r.guestCount}</TableCell>
                  <TableCell>
                    <RegistrationStatusBadge registration={r} />
                  </TableCell>
                  <TableCell
                    className="whitespace-nowrap"
                    title={
                      r.lastCheckedInAt
                        ? t('admin.registrations.table.lastCheckedIn', {
                            time: dateTime(r.lastCheckedInAt, timeZone),
                          })
                        : undefined
                    }
                  >
                    {arrivalText(r, t)}
                  </TableCell>
                  <TableCell className="min-w-32">{r.activityNames.join(', ') || '–'}</TableCell>
                  <TableCell className="whitespace-nowrap">{mediumDate(r.createdAt, timeZone)}</TableCell>
                  <TableCell className="max-w-48 truncate" title={r.adminComment ?? undefined}>
                    {r.adminComment || '–'}
                  </TableCell>
                  <TableCell className={STICKY_END}>
                    <RegistrationRowActions
                      registration={r}
                      onView={() => setViewId(r.id)}
                      onDelete={() => setToDelete(r)}
                    />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <RegistrationDetailDialog registration={viewing} timeZone={timeZone} onClose={() => setViewId(null)} />
      <DeleteConfirmDialog
        target={toDelete}
        onClose={() => setToDelete(null)}
        title={t('admin.registrations.delete.title')}
        description={
          toDelete
            ? toDelete.email
              ? t('admin.registrations.delete.textWithEmail', {
                  name: toDelete.fullName,
                  email: toDelete.email,
                })
              : t('admin.registrations.delete.text', { name: toDelete.fullName })
            : ''
        }
        remove={(registration) => remove.mutateAsync({ id: registration.id, eventId })}
        pending={remove.isPending}
        confirmLabel={t('admin.registrations.delete.confirm')}
        deleted={(registration) => ({
          title: t('admin.registrations.delete.done'),
          description: t('admin.registrations.delete.doneText', { name: registration.fullName }),
        })}
        failed={{
          title: t('admin.registrations.delete.failed'),
          description: t('admin.registrations.delete.failedText'),
        }}
      />
    </>
  );
}
