import { Button } from '@client/components/ui/button';
import { type Translate, useT } from '@client/lib/i18n/i18n-context';
import { clsx } from 'clsx';
import { CheckCircle2, Minus, Plus, XCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Attendee } from '../lib/door-store';

/** Why a party cannot come in, or null when some of it still may. */
export function refusalOf(attendee: Attendee, t: Translate): string | null {
  if (attendee.status === 'cancelled') return t('admin.checkIn.refusal.cancelled');
  if (attendee.status === 'waitlisted') return t('admin.checkIn.refusal.waitlisted');
  if (attendee.checkedIn >= attendee.guestCount)
    return t('admin.checkIn.refusal.allArrived', { count: attendee.guestCount });
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
  const t = useT();
  const refusal = refusalOf(attendee, t);
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
          <p className="text-lg">{t('admin.checkIn.party.size', { count: attendee.guestCount, arrived })}</p>
          {attendee.party ? <p>{attendee.party}</p> : null}
          {attendee.guestNames?.length ? (
            <p>{t('admin.checkIn.party.with', { names: attendee.guestNames.join(', ') })}</p>
          ) : null}
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
            <legend className="float-left font-medium">{t('admin.checkIn.party.arrivingNow')}</legend>
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="icon"
                aria-label={t('admin.checkIn.party.oneFewer')}
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
                aria-label={t('admin.checkIn.party.oneMore')}
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
              ? t('admin.checkIn.party.checkInAll', { count: people })
              : t('admin.checkIn.party.checkInSome', { people, left })}
          </Button>
        </>
      )}
      <Button variant="ghost" onClick={onClose}>
        {t('admin.checkIn.party.next')}
      </Button>
    </section>
  );
}
