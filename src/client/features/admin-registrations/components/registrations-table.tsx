import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { SKELETONS_REGISTRATIONS } from '@shared/constants';
import { formatDateTime, formatMediumDate } from '@shared/dates';
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

const COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'People',
  'Status',
  'Checked In',
  'Activities',
  'Date',
  'Admin Notes',
  'Actions',
];

/**
 * The actions column stays at the table's right edge while the other columns scroll under it: View, the status
 * changes and Delete are always on screen, however wide the names and notes.
 */
const STICKY_END = 'sticky right-0 bg-card shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]';

type RegistrationsTableProps = { eventId: string; search: string; timeZone: string };

export function RegistrationsTable({ eventId, search, timeZone }: RegistrationsTableProps) {
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
  const emptyText = registrations.data?.length
    ? 'No registrations match your search.'
    : 'No registrations yet';

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
        <Table label="Registrations table">
          <caption className="sr-only">Registrations</caption>
          <TableHeader>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableHead key={c} className={c === 'Actions' ? STICKY_END : undefined}>
                  {c}
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
                        ? `Last checked in ${formatDateTime(r.lastCheckedInAt, timeZone)}`
                        : undefined
                    }
                  >
                    {arrivalText(r)}
                  </TableCell>
                  <TableCell className="min-w-32">{r.activityNames.join(', ') || '–'}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatMediumDate(r.createdAt, timeZone)}
                  </TableCell>
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
        title="Delete Registration?"
        description={
          toDelete
            ? `The registration of ${toDelete.fullName}${toDelete.email ? ` (${toDelete.email})` : ''} will be deleted.`
            : ''
        }
        remove={(registration) => remove.mutateAsync({ id: registration.id, eventId })}
        pending={remove.isPending}
        deleted={(registration) => ({
          title: 'Registration Deleted',
          description: `${registration.fullName} has been removed.`,
        })}
        failed="Failed to delete registration. Please try again."
      />
    </>
  );
}
