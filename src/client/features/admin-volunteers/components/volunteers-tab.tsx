import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import { EmptyState } from '@client/components/admin/empty-state';
import { EventOptions } from '@client/components/admin/event-options';
import { useDateTime } from '@client/components/admin/use-admin-dates';
import { useAdminEvents } from '@client/components/admin/use-admin-events';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import { useShiftTime } from '@client/lib/use-shift-time';
import { calendarDateIn } from '@shared/dates';
import type { AdminEvent } from '@shared/schemas/events';
import type { RosterShift } from '@shared/schemas/volunteers';
import { Download, HandHeart, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useDeleteShift, useExportRoster, useRoster } from '../api/roster';
import { ShiftFormDialog } from './shift-form-dialog';
import { useShiftLabel } from './use-shift-label';

type VolunteersTabProps = {
  timeZone: string;
  /** The page supplies the messages panel (features do not import each other), given the shifts to choose from. */
  renderMessages: (event: AdminEvent, shifts: { id: string; label: string }[]) => ReactNode;
};

const byRole = (shifts: RosterShift[]) => {
  const groups = new Map<string, RosterShift[]>();
  for (const shift of shifts) groups.set(shift.role, [...(groups.get(shift.role) ?? []), shift]);
  return [...groups];
};

/**
 * The Volunteers tab: an event's shifts grouped by role (add, edit, delete), each with its fill ("3 of 5", gaps
 * highlighted), its people with their contact details and whether they have arrived, the CSV, and messages.
 */
export function VolunteersTab({ timeZone, renderMessages }: VolunteersTabProps) {
  const t = useT();
  const shiftLabel = useShiftLabel();
  const events = useAdminEvents();
  const [chosen, setChosen] = useState<string | null>(null);
  const eventId =
    chosen ?? events.data?.find((e) => e.status === 'scheduled')?.id ?? events.data?.[0]?.id ?? null;
  const event = events.data?.find((e) => e.id === eventId) ?? null;
  const roster = useRoster(eventId);
  const exporter = useExportRoster();
  const [editing, setEditing] = useState<{ shift: RosterShift | null } | null>(null);
  const [deleting, setDeleting] = useState<RosterShift | null>(null);
  const [messaging, setMessaging] = useState(false);
  const remove = useDeleteShift(eventId ?? '');
  const shifts = roster.data?.shifts ?? [];

  return (
    <AdminTabSection
      id="volunteers"
      title={t('admin.volunteers.title')}
      headerClassName="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
      actions={
        event ? (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setEditing({ shift: null })}>
              <Plus aria-hidden="true" />
              {t('admin.volunteers.addShift')}
            </Button>
            <Button
              variant="outline"
              disabled={exporter.isPending || shifts.length === 0}
              onClick={() =>
                exporter.mutate(event.id, {
                  onError: (err) =>
                    toast({
                      title: t('admin.volunteers.exportFailed'),
                      description: getErrorMessage(err),
                      variant: 'destructive',
                    }),
                })
              }
            >
              <Download aria-hidden="true" />
              {exporter.isPending ? t('admin.volunteers.exporting') : t('admin.volunteers.export')}
            </Button>
            <Button variant="outline" disabled={shifts.length === 0} onClick={() => setMessaging((m) => !m)}>
              {messaging ? t('admin.volunteers.hideMessages') : t('admin.volunteers.message')}
            </Button>
          </div>
        ) : null
      }
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="volunteers-event">{t('admin.volunteers.event')}</Label>
        <div className="w-full sm:max-w-md">
          <NativeSelect
            id="volunteers-event"
            value={eventId ?? ''}
            onChange={(e) => setChosen(e.target.value)}
          >
            <EventOptions events={events.data} timeZone={timeZone} />
          </NativeSelect>
        </div>
      </div>
      {event && messaging ? (
        <section
          aria-label={t('admin.volunteers.messages')}
          className="rounded-xl border border-border bg-card p-4"
        >
          {renderMessages(
            event,
            shifts.map((s) => ({ id: s.id, label: shiftLabel(s, timeZone) })),
          )}
        </section>
      ) : null}
      {!event ? (
        <EmptyState icon={HandHeart} title={t('admin.volunteers.noEvents')} roomy>
          {t('admin.volunteers.noEventsText')}
        </EmptyState>
      ) : roster.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('admin.volunteers.rosterLoading')}
        </p>
      ) : roster.isError ? (
        <p role="alert" className="text-destructive">
          {t('admin.volunteers.rosterFailed')}
        </p>
      ) : shifts.length === 0 ? (
        <EmptyState icon={HandHeart} title={t('admin.volunteers.noShifts')} roomy>
          {t('admin.volunteers.noShiftsText')}
        </EmptyState>
      ) : (
        <RosterSummary shifts={shifts} />
      )}
      {byRole(shifts).map(([role, list]) => (
        <section key={role} aria-labelledby={`role-${list[0]?.id}`} className="grid gap-3">
          <h3 id={`role-${list[0]?.id}`} className="font-semibold text-xl">
            {role}
          </h3>
          {list.map((shift) => (
            <ShiftCard
              key={shift.id}
              shift={shift}
              timeZone={timeZone}
              onEdit={() => setEditing({ shift })}
              onDelete={() => setDeleting(shift)}
            />
          ))}
        </section>
      ))}
      {event && editing ? (
        <ShiftFormDialog
          key={editing.shift?.id ?? 'new'}
          eventId={event.id}
          shift={editing.shift}
          open
          onClose={() => setEditing(null)}
          defaultDate={calendarDateIn(new Date(event.startsAt), timeZone)}
          timeZone={timeZone}
        />
      ) : null}
      <DeleteConfirmDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('admin.volunteers.deleteTitle')}
        description={
          deleting
            ? `${shiftLabel(deleting, timeZone)}. ${
                deleting.volunteers.length > 0
                  ? t('admin.volunteers.emailedCancelled', { count: deleting.volunteers.length })
                  : t('admin.volunteers.nobodyYet')
              }`
            : ''
        }
        confirmLabel={t('admin.volunteers.deleteShift')}
        remove={(shift) => remove.mutateAsync(shift.id)}
        pending={remove.isPending}
        deleted={(shift) => ({
          title: t('admin.volunteers.deleted'),
          description: t('admin.volunteers.deletedText', { role: shift.role }),
        })}
        failed={(err) => getErrorMessage(err)}
      />
    </AdminTabSection>
  );
}

/** How full the event's shifts are, all together. */
function RosterSummary({ shifts }: { shifts: RosterShift[] }) {
  const t = useT();
  const needed = shifts.reduce((n, s) => n + s.needed, 0);
  const filled = shifts.reduce((n, s) => n + Math.min(s.filled, s.needed), 0);
  const short = shifts.filter((s) => s.filled < s.needed).length;
  return (
    <p className="text-muted-foreground">
      {short > 0
        ? t('admin.volunteers.summaryShort', { filled, needed, short })
        : t('admin.volunteers.summaryFull', { filled, needed })}
    </p>
  );
}

function ShiftCard({
  shift,
  timeZone,
  onEdit,
  onDelete,
}: {
  shift: RosterShift;
  timeZone: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const shiftTime = useShiftTime();
  const dateTime = useDateTime();
  const gap = shift.needed - shift.filled;
  const arrived = shift.volunteers.filter((v) => v.checkedInAt).length;
  return (
    <article
      aria-label={`${shift.role}, ${shiftTime(shift, timeZone)}`}
      className={`grid gap-3 rounded-xl border bg-card p-4 ${gap > 0 ? 'border-saffron border-l-4' : 'border-border'}`}
      data-testid="roster-shift"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium">{shiftTime(shift, timeZone)}</p>
          {shift.description ? <p className="text-muted-foreground text-sm">{shift.description}</p> : null}
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={gap > 0 ? 'accent' : 'success'}>
            {t('admin.volunteers.fill', { filled: shift.filled, needed: shift.needed })}
          </Badge>
          {(
            [
              {
                variant: 'ghost',
                onClick: onEdit,
                label: t('admin.volunteers.editShift', { role: shift.role }),
                Icon: Pencil,
              },
              {
                variant: 'ghost-destructive',
                onClick: onDelete,
                label: t('admin.volunteers.deleteRoleShift', { role: shift.role }),
                Icon: Trash2,
              },
            ] as const
          ).map(({ variant, onClick, label, Icon }) => (
            <Button key={variant} variant={variant} size="icon-sm" onClick={onClick} aria-label={label}>
              <Icon aria-hidden="true" />
            </Button>
          ))}
        </div>
      </div>
      <p className={gap > 0 ? 'font-medium text-secondary-foreground' : 'text-muted-foreground text-sm'}>
        {gap > 0 ? t('admin.volunteers.spotsOpen', { count: gap }) : t('admin.volunteers.full')}
        {shift.volunteers.length > 0
          ? ` · ${t('admin.volunteers.arrivedCount', { arrived, total: shift.volunteers.length })}`
          : ''}
      </p>
      {shift.volunteers.length > 0 ? (
        <ul className="grid gap-2">
          {shift.volunteers.map((v) => (
            <li
              key={v.id}
              className="grid gap-0.5 rounded-lg bg-muted/50 p-3 text-sm sm:grid-cols-[1fr_auto]"
            >
              <div>
                <p className="font-medium">{v.fullName}</p>
                <p>
                  <a href={`mailto:${v.email}`} className="text-primary underline-offset-4 hover:underline">
                    {v.email}
                  </a>
                  {' · '}
                  <a href={`tel:${v.phone}`} className="text-primary underline-offset-4 hover:underline">
                    {v.phone}
                  </a>
                </p>
                {v.notes ? <p className="text-muted-foreground">{v.notes}</p> : null}
              </div>
              <p className={v.checkedInAt ? 'font-medium text-success' : 'text-muted-foreground'}>
                {v.checkedInAt
                  ? t('admin.volunteers.arrived', { date: dateTime(v.checkedInAt, timeZone) })
                  : t('admin.volunteers.notArrived')}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
