import { Button } from '@client/components/ui/button';
import { getErrorMessage } from '@client/lib/api-client';
import type { Event } from '@shared/schemas/events';
import type { PublicShift } from '@shared/schemas/volunteers';
import { shiftTimeText } from '@shared/volunteer-shifts';
import { useState } from 'react';
import { useAddShifts, useDropShift, useManagedVolunteer } from '../api/managed-volunteer';
import type { HeldVolunteer } from '../manage-link';
import { ShiftPicker } from './shift-picker';

type ManageShiftsProps = {
  held: HeldVolunteer;
  event: Event;
  /** The event's open shifts, to add from. */
  shifts: readonly PublicShift[];
  timeZone: string;
  /** Shown once, right after signing up. */
  welcome: string | null;
  /** Forget this browser's link (someone else signs up on this phone). */
  onForget: () => void;
};

/** The volunteer's own shifts, to drop one (after a confirmation) or add more. */
export function ManageShifts({ held, event, shifts, timeZone, welcome, onForget }: ManageShiftsProps) {
  const volunteer = useManagedVolunteer(held);
  const add = useAddShifts(held, event.slug);
  const drop = useDropShift(held, event.slug);
  const [toAdd, setToAdd] = useState<string[]>([]);
  const [dropping, setDropping] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(
    welcome ? { text: welcome, error: false } : null,
  );
  const manageUrl = `/events/${encodeURIComponent(event.slug)}/volunteer?manage=${held.volunteerId}.${held.manageToken}`;

  if (volunteer.isPending) return <p className="text-muted-foreground">Loading your shifts...</p>;
  if (volunteer.isError)
    return (
      <div className="grid gap-4">
        <p role="alert">This link no longer works. Sign up again, or ask the organisers for help.</p>
        <Button variant="outline" onClick={onForget}>
          Sign up as someone else
        </Button>
      </div>
    );

  const mine = volunteer.data.shifts;
  const heldIds = new Set(mine.map((s) => s.id));
  const others = shifts.filter((s) => !heldIds.has(s.id));
  const confirmDrop = (shift: PublicShift) =>
    drop.mutate(shift.id, {
      onSuccess: () => {
        setDropping(null);
        setNotice({
          text: `You have dropped the ${shift.role} shift. Thank you for letting us know.`,
          error: false,
        });
      },
      onError: (err) => {
        setDropping(null);
        setNotice({ text: getErrorMessage(err), error: true });
      },
    });
  const confirmAdd = () =>
    add.mutate(toAdd, {
      onSuccess: () => {
        setNotice({ text: 'Shifts added. We have emailed you the details.', error: false });
        setToAdd([]);
      },
      onError: (err) => setNotice({ text: getErrorMessage(err), error: true }),
    });

  return (
    <div className="grid gap-8">
      <div aria-live="polite">
        {notice ? (
          <p
            role={notice.error ? 'alert' : 'status'}
            className={`rounded-xl border p-4 ${notice.error ? 'border-destructive text-destructive' : 'border-success bg-success/10'}`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="your-shifts-heading" className="grid gap-4">
        <h2 id="your-shifts-heading" className="font-bold text-2xl text-primary">
          Your shifts, {volunteer.data.fullName}
        </h2>
        {mine.length === 0 ? (
          <p className="text-muted-foreground">You are not down for any shift at the moment.</p>
        ) : (
          <ul className="grid gap-3">
            {mine.map((shift) => (
              <li key={shift.id} className="grid gap-3 rounded-xl border border-border bg-card p-4">
                <div>
                  <p className="font-semibold">{shift.role}</p>
                  <p>{shiftTimeText(shift, timeZone)}</p>
                  {shift.description ? (
                    <p className="text-muted-foreground text-sm">{shift.description}</p>
                  ) : null}
                </div>
                {dropping === shift.id ? (
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Button
                      variant="destructive"
                      disabled={drop.isPending}
                      onClick={() => confirmDrop(shift)}
                    >
                      {drop.isPending ? 'Dropping...' : `Yes, drop the ${shift.role} shift`}
                    </Button>
                    <Button variant="outline" onClick={() => setDropping(null)}>
                      Keep it
                    </Button>
                  </div>
                ) : (
                  <Button
                    variant="outline-destructive"
                    className="justify-self-start"
                    onClick={() => setDropping(shift.id)}
                  >
                    Drop this shift
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="text-muted-foreground text-sm">
          Keep this link to change your shifts later (it is also in your email):{' '}
          <a href={manageUrl} className="text-primary underline underline-offset-4">
            Manage my shifts
          </a>
        </p>
      </section>
      {others.length > 0 ? (
        <section aria-labelledby="add-shifts-heading" className="grid gap-4">
          <h2 id="add-shifts-heading" className="font-bold text-2xl text-primary">
            Add more shifts
          </h2>
          <ShiftPicker
            shifts={others}
            selected={toAdd}
            onChange={setToAdd}
            timeZone={timeZone}
            idPrefix="add-shift"
          />
          <Button
            size="lg"
            disabled={toAdd.length === 0 || add.isPending}
            onClick={confirmAdd}
            className="w-full sm:w-auto"
          >
            {add.isPending
              ? 'Adding...'
              : toAdd.length === 0
                ? 'Choose shifts to add'
                : `Add ${toAdd.length} ${toAdd.length === 1 ? 'shift' : 'shifts'}`}
          </Button>
        </section>
      ) : null}
      <Button variant="link" className="justify-self-start px-0" onClick={onForget}>
        Not {volunteer.data.fullName}? Sign up as someone else
      </Button>
    </div>
  );
}
