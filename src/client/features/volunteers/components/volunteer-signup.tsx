import { TitledSection } from '@client/components/titled-section';
import { Button } from '@client/components/ui/button';
import { getErrorMessage } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import { translateSchemaMessage } from '@client/lib/i18n/schema-messages';
import { useActionOnce } from '@client/lib/use-submit-once';
import type { Event } from '@shared/schemas/events';
import { lazy, Suspense, useState } from 'react';
import { useCreateVolunteer } from '../api/create-volunteer';
import { useEventShifts } from '../api/get-event-shifts';
import { useHeldVolunteer } from '../manage-link';
import { ManageShifts } from './manage-shifts';
import { ShiftPicker } from './shift-picker';
import type { VolunteerFormOutput } from './volunteer-form';

// The form and its validation library load once a visitor picks a shift, not with the page.
const VolunteerForm = lazy(() => import('./volunteer-form').then((m) => ({ default: m.VolunteerForm })));

/**
 * The call for volunteers on /events/{slug}/volunteer: the shifts by role and time, the visitor's details once
 * they pick one, then (and whenever this browser holds their manage link) their shifts to add to or drop.
 */
export function VolunteerSignup({ event, timeZone }: { event: Event; timeZone: string }) {
  const { data: shifts = [], isPending, isError } = useEventShifts(event.slug);
  const [held, setHeld] = useHeldVolunteer(event.id);
  const [selected, setSelected] = useState<string[]>([]);
  const [welcome, setWelcome] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateVolunteer(event.slug);
  const t = useT();

  // One request at a time: a second tap while it is sent is ignored (the button is disabled too late for it).
  const { run: submit, running: submitting } = useActionOnce(async (values: VolunteerFormOutput) => {
    setError(null);
    try {
      const created = await create.mutateAsync({ ...values, eventId: event.id, shiftIds: selected });
      setWelcome(t('volunteer.welcome', { name: values.fullName }));
      setSelected([]);
      setHeld({ volunteerId: created.id, manageToken: created.manageToken });
    } catch (err) {
      setError(translateSchemaMessage(getErrorMessage(err), t));
    }
  });

  if (event.status !== 'scheduled')
    return <p className="rounded-xl border border-border bg-muted p-4">{t('volunteer.closed')}</p>;
  if (held)
    return (
      <ManageShifts
        held={held}
        event={event}
        shifts={shifts}
        timeZone={timeZone}
        welcome={welcome}
        onForget={() => {
          setHeld(null);
          setWelcome(null);
        }}
      />
    );
  if (isPending) return <p className="text-muted-foreground">{t('volunteer.loadingShifts')}</p>;
  if (isError) return <p role="alert">{t('volunteer.loadFailed')}</p>;
  if (shifts.length === 0)
    return <p className="rounded-xl border border-border bg-muted p-4">{t('volunteer.none')}</p>;

  return (
    <div className="grid gap-8">
      <TitledSection id="choose-shifts-heading" title={t('volunteer.choose')} className="grid gap-4">
        <p id="choose-shifts-hint" className="text-muted-foreground">
          {t('volunteer.chooseHint')}
        </p>
        <ShiftPicker
          shifts={shifts}
          selected={selected}
          onChange={setSelected}
          timeZone={timeZone}
          idPrefix="shift"
          describedBy="choose-shifts-hint"
        />
      </TitledSection>
      {selected.length > 0 ? (
        <Suspense fallback={<p className="text-muted-foreground">{t('volunteer.loadingForm')}</p>}>
          <VolunteerForm shiftIds={selected} pending={submitting} onSubmit={submit} />
        </Suspense>
      ) : (
        <Button size="lg" variant="outline" disabled className="w-full">
          {t('volunteer.chooseToContinue')}
        </Button>
      )}
      <div aria-live="polite">
        {error ? (
          <p role="alert" className="rounded-xl border border-destructive p-4 text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
