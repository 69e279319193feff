import { useT } from '@client/lib/i18n/i18n-context';
import { Hourglass } from 'lucide-react';
import { OutcomeHeader, type RegistrationOutcomeProps } from './registration-outcome';
import { CloseFooter, RegistrationDetails, type RegistrationSummary } from './registration-summary';

export type WaitlistedSummary = RegistrationSummary & { waitlistPosition: number | null };

/** Shown instead of the success view when the party did not fit: its place in line and what happens next. */
export function RegistrationWaitlisted({
  eventTitle,
  registration,
  onClose,
  ticketTypes,
  mailEnabled = true,
}: RegistrationOutcomeProps<WaitlistedSummary>) {
  const t = useT();
  return (
    <>
      <OutcomeHeader
        icon={Hourglass}
        iconClassName="text-saffron"
        title={t('registration.waitlisted.title')}
        description={t('registration.waitlisted.full', { event: eventTitle })}
      />
      {registration.waitlistPosition !== null ? (
        <p className="text-center font-semibold text-lg" data-testid="waitlist-position">
          {t('registration.waitlisted.position', { position: registration.waitlistPosition })}
        </p>
      ) : null}
      <RegistrationDetails ticketTypes={ticketTypes} registration={registration} />
      <div className="space-y-2 text-muted-foreground text-sm">
        <p className="font-medium text-foreground">{t('registration.waitlisted.next')}</p>
        {mailEnabled ? (
          <>
            <p>{t('registration.waitlisted.nextMail')}</p>
            <p>{t('registration.waitlisted.mailOnWay')}</p>
          </>
        ) : (
          <p>{t('registration.waitlisted.noMail')}</p>
        )}
      </div>
      <CloseFooter onClose={onClose} />
    </>
  );
}
