import { useT } from '@client/lib/i18n/i18n-context';
import { CheckCircle2 } from 'lucide-react';
import { OutcomeHeader, type RegistrationOutcomeProps } from './registration-outcome';
import { CloseFooter, RegistrationDetails } from './registration-summary';

/** The success view: the details and a Close button. */
export function RegistrationSuccess({
  eventTitle,
  registration,
  onClose,
  ticketTypes,
  mailEnabled = true,
}: RegistrationOutcomeProps) {
  const t = useT();
  return (
    <>
      <OutcomeHeader
        icon={CheckCircle2}
        iconClassName="text-green-600"
        title={t('registration.success.title')}
        description={t('registration.success.thanks', { event: eventTitle })}
      />
      <RegistrationDetails ticketTypes={ticketTypes} registration={registration} eventTitle={eventTitle} />
      <p className="text-muted-foreground text-sm">
        {mailEnabled ? t('registration.success.mail') : t('registration.success.noMail')}
      </p>
      <CloseFooter onClose={onClose} />
    </>
  );
}
