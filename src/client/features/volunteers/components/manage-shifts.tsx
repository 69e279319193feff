import { TitledSection } from '@client/components/titled-section';
import { Button } from '@client/components/ui/button';
import { getErrorMessage } from '@client/lib/api-client';
import { useLocalePath, useT } from '@client/lib/i18n/i18n-context';
import { translateSchemaMessage } from '@client/lib/i18n/schema-messages';
import { useShiftTime } from '@client/lib/use-shift-time';
import type { Event } from '@shared/schemas/events';
import type { PublicShift } from '@shared/schemas/volunteers';
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
  const t = useT();
  const shiftTime = useShiftTime();
  const localePath = useLocalePath();
  const add = useAddShifts(held, event.slug);
  const drop = useDropShift(held, event.slug);
  const [toAdd, setToAdd] = useState<string[]>([]);
  const [dropping, setDropping] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(
    welcome ? { text: welcome, error: false } : null,
  );
  const manageUrl = localePath(
    `/events/${encodeURIComponent(event.slug)}/volunteer?manage=${held.volunteerId}.${held.manageToken}`,
  );

  if (volunteer.isPending) return <p className="text-muted-foreground">{t('volunteer.loadingYours')}</p>;
  if (volunteer.isError)
    return (
      <div className="grid gap-4">
        <p role="alert">{t('volunteer.linkBroken')}</p>
        <Button variant="outline" onClick={onForget}>
          {t('volunteer.someoneElse')}
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
          text: t('volunteer.dropped', { role: shift.role }),
          error: false,
        });
      },
      onError: (err) => {
        setDropping(null);
        setNotice({ text: translateSchemaMessage(getErrorMessage(err), t), error: true });
      },
    });
  const confirmAdd = () =>
    add.mutate(toAdd, {
      onSuccess: () => {
        setNotice({ text: t('volunteer.added'), error: false });
        setToAdd([]);
      },
      onError: (err) => setNotice({ text: translateSchemaMessage(getErrorMessage(err), t), error: true }),
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
      <TitledSection
        id="your-shifts-heading"
        title={t('volunteer.yourShifts', { name: volunteer.data.fullName })}
        className="grid gap-4"
      >
        {mine.length === 0 ? (
          <p className="text-muted-foreground">{t('volunteer.noShifts')}</p>
        ) : (
          <ul className="grid gap-3">
            {mine.map((shift) => (
              <li key={shift.id} className="grid gap-3 rounded-xl border border-border bg-card p-4">
                <div>
                  <p className="font-semibold">{shift.role}</p>
                  <p>{shiftTime(shift, timeZone)}</p>
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
                      {drop.isPending
                        ? t('volunteer.dropping')
                        : t('volunteer.confirmDrop', { role: shift.role })}
                    </Button>
                    <Button variant="outline" onClick={() => setDropping(null)}>
                      {t('volunteer.keep')}
                    </Button>
                  </div>
                ) : (
                  <Button
                    variant="outline-destructive"
                    className="justify-self-start"
                    onClick={() => setDropping(shift.id)}
                  >
                    {t('volunteer.drop')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="text-muted-foreground text-sm">
          {t('volunteer.keepLink')}{' '}
          <a href={manageUrl} className="text-primary underline underline-offset-4">
            {t('volunteer.manageLink')}
          </a>
        </p>
      </TitledSection>
      {others.length > 0 ? (
        <TitledSection id="add-shifts-heading" title={t('volunteer.addMore')} className="grid gap-4">
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
              ? t('volunteer.adding')
              : toAdd.length === 0
                ? t('volunteer.chooseToAdd')
                : t('volunteer.addCount', { count: toAdd.length })}
          </Button>
        </TitledSection>
      ) : null}
      <Button variant="link" className="justify-self-start px-0" onClick={onForget}>
        {t('volunteer.notYou', { name: volunteer.data.fullName })}
      </Button>
    </div>
  );
}
