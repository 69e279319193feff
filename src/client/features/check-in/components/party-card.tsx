import { Button } from '@client/components/ui/button';
import { clsx } from 'clsx';
import { CheckCircle2, Minus, Plus, XCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Attendee } from '../lib/door-store';

/** Why a party cannot come in, or null when some of it still may. */
export function refusalOf(attendee: Attendee): string | null {
  if (attendee.status === 'cancelled') return 'Registration cancelled: not admitted';
  if (attendee.status === 'waitlisted') return 'On the waitlist: no place is held for this party';
  if (attendee.checkedIn >= attendee.guestCount)
    return `Already checked in: all ${attendee.guestCount} of the party arrived`;
  return null;
}

type PartyCardProps = {
  attendee: Attendee;
  busy: boolean;
  onCheckIn: (people: number) => void;
  onClose: () => void;
};

/**
 * A scanned or found party at a glance: green when some of it may still come in (with how many arrive now,
 * the rest of the party by default), red with the reason when not.
 */
export function PartyCard({ attendee, busy, onCheckIn, onClose }: PartyCardProps) {
  const refusal = refusalOf(attendee);
  const left = Math.max(0, attendee.guestCount - attendee.checkedIn);
  const [people, setPeople] = useState(left);
  const id = useId();
  // A new party, or the same one changed by another door, starts again from the rest of the party.
  useEffect(() => setPeople(left), [left]);
  const arrived = Math.min(attendee.checkedIn, attendee.guestCount);

  return (
    <section
      aria-labelledby={`${id}-name`}
      className={clsx(
        'flex flex-col gap-3 rounded-xl border-4 p-4',
        refusal ? 'border-destructive bg-red-50' : 'border-success bg-green-50',
      )}
      data-testid="party-card"
      data-result={refusal ? 'refused' : 'valid'}
    >
      <div className="flex items-start gap-3">
        {refusal ? (
          <XCircle className="size-10 shrink-0 text-destructive" aria-hidden="true" />
        ) : (
          <CheckCircle2 className="size-10 shrink-0 text-success" aria-hidden="true" />
        )}
        <div className="min-w-0">
          <h2 id={`${id}-name`} className="break-words font-bold text-2xl">
            {attendee.fullName}
          </h2>
          <p className="text-lg">
            Party of {attendee.guestCount} · {arrived} arrived
          </p>
          {attendee.party ? <p>{attendee.party}</p> : null}
          {attendee.guestNames?.length ? <p>With {attendee.guestNames.join(', ')}</p> : null}
          {attendee.doorNotes?.map((note) => (
            <p key={note.label} className="font-medium">
              {note.label}: {note.text}
            </p>
          ))}
        </div>
      </div>
      {refusal ? (
        <p className="font-semibold text-destructive text-lg">{refusal}</p>
      ) : (
        <>
          <fieldset className="flex items-center justify-between gap-3">
            <legend className="float-left font-medium">People arriving now</legend>
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="icon"
                aria-label="One fewer"
                disabled={people <= 1}
                onClick={() => setPeople((n) => Math.max(1, n - 1))}
              >
                <Minus aria-hidden="true" />
              </Button>
              <output className="w-8 text-center font-bold text-2xl tabular-nums" aria-live="polite">
                {people}
              </output>
              <Button
                variant="outline"
                size="icon"
                aria-label="One more"
                disabled={people >= left}
                onClick={() => setPeople((n) => Math.min(left, n + 1))}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
          </fieldset>
          <Button
            size="lg"
            className="h-14 bg-success text-lg text-success-foreground hover:bg-success/90"
            disabled={busy}
            onClick={() => onCheckIn(people)}
          >
            {people === left && people === attendee.guestCount
              ? `Check in all ${people}`
              : `Check in ${people} of ${left}`}
          </Button>
        </>
      )}
      <Button variant="ghost" onClick={onClose}>
        Next ticket
      </Button>
    </section>
  );
}
