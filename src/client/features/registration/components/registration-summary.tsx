import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { useT } from '@client/lib/i18n/i18n-context';
import type { TicketLine, TicketType } from '@shared/schemas/registration-shape';
import { partyLabel } from './guest-count-select';

export type RegistrationSummary = {
  fullName: string;
  email: string;
  guestCount: number;
  tickets?: TicketLine[];
  guests?: { name: string }[];
};

/** The party's details as the confirmation views show them; the event row only where it is named. */
export function RegistrationDetails({
  registration,
  eventTitle,
  ticketTypes,
}: {
  registration: RegistrationSummary;
  eventTitle?: string;
  /** The event's ticket types, to show the party by type. */
  ticketTypes?: readonly Pick<TicketType, 'id' | 'name'>[];
}) {
  const names = (registration.guests ?? []).flatMap((g) => (g.name ? [g.name] : []));
  const t = useT();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-secondary/50 p-4 text-sm">
      <dt className="font-medium">{t('registration.summary.name')}</dt>
      <dd>{registration.fullName}</dd>
      <dt className="font-medium">{t('registration.summary.email')}</dt>
      <dd className="break-all">{registration.email}</dd>
      <dt className="font-medium">{t('registration.summary.guests')}</dt>
      <dd>{partyLabel(registration, t, ticketTypes)}</dd>
      {names.length > 0 ? (
        <>
          <dt className="font-medium">{t('registration.summary.with')}</dt>
          <dd>{names.join(', ')}</dd>
        </>
      ) : null}
      {eventTitle !== undefined ? (
        <>
          <dt className="font-medium">{t('registration.summary.event')}</dt>
          <dd>{eventTitle}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The one Close button that ends a finished view. */
export function CloseFooter({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <DialogFooter>
      <Button
        // The view replaces the form, this button where its submit button was: the second click of a double click
        // on that button (detail 2) would close the answer before it is read. Single clicks and keys still close.
        onClick={(event) => {
          if (event.detail < 2) onClose();
        }}
        className="w-full sm:w-auto"
      >
        {t('common.close')}
      </Button>
    </DialogFooter>
  );
}
