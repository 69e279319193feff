import { Button } from '@client/components/ui/button';
import { getErrorMessage } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useDoorVolunteers, useVolunteerCheckIn } from '../api/volunteer-check-ins';
import { useDoorTimes } from '../lib/door-times';

/**
 * The door's volunteers tab: each shift in time order with its volunteers by name, checked in with one tap as
 * they arrive for their shift (an undo for a wrong tap). No contact details: a door account never gets them.
 */
export function VolunteerCheckIns({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const list = useDoorVolunteers(eventId);
  const checkIn = useVolunteerCheckIn(eventId);
  const [announcement, setAnnouncement] = useState('');
  const t = useT();
  const { clock, shift: shiftTime } = useDoorTimes();
  const act = (shiftId: string, volunteerId: string, fullName: string, undo: boolean) =>
    checkIn.mutate(
      { shiftId, volunteerId, undo },
      {
        onSuccess: () =>
          setAnnouncement(
            undo
              ? t('admin.checkIn.volunteer.undone', { name: fullName })
              : t('admin.checkIn.volunteer.checkedIn', { name: fullName }),
          ),
        onError: (err) =>
          setAnnouncement(t('admin.checkIn.volunteer.notSaved', { error: getErrorMessage(err) })),
      },
    );

  if (list.isPending) return <p className="text-muted-foreground">{t('admin.checkIn.volunteer.loading')}</p>;
  if (list.isError)
    return (
      <p role="alert" className="text-destructive">
        {t('admin.checkIn.volunteer.loadFailed')}
      </p>
    );
  const shifts = list.data.shifts;
  if (shifts.length === 0)
    return <p className="text-muted-foreground">{t('admin.checkIn.volunteer.noShifts')}</p>;
  return (
    <div className="grid gap-4">
      <p className="sr-only" role="status" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
      {shifts.map((shift) => {
        const arrived = shift.volunteers.filter((v) => v.checkedInAt).length;
        return (
          <section
            key={shift.id}
            aria-labelledby={`door-shift-${shift.id}`}
            className="grid gap-2 rounded-xl border border-border bg-card p-4"
          >
            <h2 id={`door-shift-${shift.id}`} className="font-semibold text-lg">
              {shift.role}
            </h2>
            <p className="text-muted-foreground text-sm">{shiftTime(shift, timeZone)}</p>
            <p className="text-sm tabular-nums">
              {t('admin.checkIn.volunteer.arrived', { arrived, count: shift.volunteers.length })}
            </p>
            {shift.volunteers.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('admin.checkIn.volunteer.nobody')}</p>
            ) : (
              <ul className="grid gap-2">
                {shift.volunteers.map((v) => (
                  <li
                    key={v.id}
                    className="flex min-h-12 items-center justify-between gap-3 border-border border-t pt-2"
                  >
                    <span className="font-medium">{v.fullName}</span>
                    {v.checkedInAt ? (
                      <span className="flex items-center gap-2">
                        <span className="flex items-center gap-1 text-sm text-success">
                          <Check className="size-4" aria-hidden="true" />
                          {clock(new Date(v.checkedInAt), timeZone)}
                        </span>
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={checkIn.isPending}
                          onClick={() => act(shift.id, v.id, v.fullName, true)}
                          aria-label={t('admin.checkIn.volunteer.undoLabel', { name: v.fullName })}
                        >
                          {t('admin.checkIn.volunteer.undo')}
                        </Button>
                      </span>
                    ) : (
                      <Button
                        disabled={checkIn.isPending}
                        onClick={() => act(shift.id, v.id, v.fullName, false)}
                        aria-label={t('admin.checkIn.volunteer.checkInLabel', {
                          name: v.fullName,
                          role: shift.role,
                        })}
                      >
                        {t('admin.checkIn.volunteer.checkIn')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
