import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import { EmptyState } from '@client/components/admin/empty-state';
import { EventOptions } from '@client/components/admin/event-options';
import { useAdminEvents } from '@client/components/admin/use-admin-events';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import { calendarDateIn, formatDateTime } from '@shared/dates';
import type { AdminEvent } from '@shared/schemas/events';
import type { RosterShift } from '@shared/schemas/volunteers';
import { shiftLabel, shiftTimeText } from '@shared/volunteer-shifts';
import { Download, HandHeart, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useDeleteShift, useExportRoster, useRoster } from '../api/roster';
import { ShiftFormDialog } from './shift-form-dialog';

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
      title="Volunteers"
      headerClassName="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
      actions={
        event ? (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setEditing({ shift: null })}>
              <Plus aria-hidden="true" />
              Add Shift
            </Button>
            <Button
              variant="outline"
              disabled={exporter.isPending || shifts.length === 0}
              onClick={() =>
                exporter.mutate(event.id, {
                  onError: (err) =>
                    toast({
                      title: 'Export Failed',
                      description: getErrorMessage(err),
                      variant: 'destructive',
                    }),
                })
              }
            >
              <Download aria-hidden="true" />
              {exporter.isPending ? 'Exporting...' : 'Export CSV'}
            </Button>
            <Button variant="outline" disabled={shifts.length === 0} onClick={() => setMessaging((m) => !m)}>
              {messaging ? 'Hide Messages' : 'Message Volunteers'}
            </Button>
          </div>
        ) : null
      }
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="volunteers-event">Event</Label>
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
        <section aria-label="Messages to volunteers" className="rounded-xl border border-border bg-card p-4">
          {renderMessages(
            event,
            shifts.map((s) => ({ id: s.id, label: shiftLabel(s, timeZone) })),
          )}
        </section>
      ) : null}
      {!event ? (
        <EmptyState icon={HandHeart} title="No events yet" roomy>
          Create an event first, then add its volunteer shifts here.
        </EmptyState>
      ) : roster.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading the roster...
        </p>
      ) : roster.isError ? (
        <p role="alert" className="text-destructive">
          The roster could not be loaded.
        </p>
      ) : shifts.length === 0 ? (
        <EmptyState icon={HandHeart} title="No shifts yet" roomy>
          Add the shifts this event needs people for: the public can then sign up on the event's page.
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
        title="Delete this shift?"
        description={
          deleting
            ? `${shiftLabel(deleting, timeZone)}. ${
                deleting.volunteers.length > 0
                  ? `Its ${deleting.volunteers.length} volunteer(s) are emailed that it is cancelled.`
                  : 'Nobody has signed up for it yet.'
              }`
            : ''
        }
        confirmLabel="Delete Shift"
        remove={(shift) => remove.mutateAsync(shift.id)}
        pending={remove.isPending}
        deleted={(shift) => ({
          title: 'Shift Deleted',
          description: `${shift.role} is no longer on the roster.`,
        })}
        failed={(err) => getErrorMessage(err)}
      />
    </AdminTabSection>
  );
}

/** How full the event's shifts are, all together. */
function RosterSummary({ shifts }: { shifts: RosterShift[] }) {
  const needed = shifts.reduce((n, s) => n + s.needed, 0);
  const filled = shifts.reduce((n, s) => n + Math.min(s.filled, s.needed), 0);
  const short = shifts.filter((s) => s.filled < s.needed).length;
  return (
    <p className="text-muted-foreground">
      {filled} of {needed} spots filled
      {short > 0
        ? `; ${short} ${short === 1 ? 'shift still needs' : 'shifts still need'} people.`
        : '. Every shift is full.'}
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
  const gap = shift.needed - shift.filled;
  const arrived = shift.volunteers.filter((v) => v.checkedInAt).length;
  return (
    <article
      aria-label={`${shift.role}, ${shiftTimeText(shift, timeZone)}`}
      className={`grid gap-3 rounded-xl border bg-card p-4 ${gap > 0 ? 'border-saffron border-l-4' : 'border-border'}`}
      data-testid="roster-shift"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium">{shiftTimeText(shift, timeZone)}</p>
          {shift.description ? <p className="text-muted-foreground text-sm">{shift.description}</p> : null}
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={gap > 0 ? 'accent' : 'success'}>
            {shift.filled} of {shift.needed}
          </Badge>
          <Button variant="ghost" size="icon-sm" onClick={onEdit} aria-label={`Edit the ${shift.role} shift`}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost-destructive"
            size="icon-sm"
            onClick={onDelete}
            aria-label={`Delete the ${shift.role} shift`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className={gap > 0 ? 'font-medium text-secondary-foreground' : 'text-muted-foreground text-sm'}>
        {gap > 0 ? `${gap} ${gap === 1 ? 'spot' : 'spots'} open` : 'Full'}
        {shift.volunteers.length > 0 ? ` · ${arrived} of ${shift.volunteers.length} arrived` : ''}
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
                {v.checkedInAt ? `Arrived ${formatDateTime(v.checkedInAt, timeZone)}` : 'Not arrived'}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
