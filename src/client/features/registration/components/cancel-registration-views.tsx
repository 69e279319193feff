import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { useT } from '@client/lib/i18n/i18n-context';
import { CheckCircle2 } from 'lucide-react';
import { CloseFooter } from './registration-summary';

/** The confirmation step before a registrant cancels. */
export function CancelRegistrationConfirm({
  eventTitle,
  pending,
  onConfirm,
  onBack,
}: {
  eventTitle: string;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const t = useT();
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('registration.cancel.title')}</DialogTitle>
        <DialogDescription>{eventTitle}</DialogDescription>
      </DialogHeader>
      <p className="text-sm">{t('registration.cancel.text')}</p>
      <DialogFooter>
        <Button variant="outline" onClick={onBack} disabled={pending}>
          {t('registration.cancel.keep')}
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>
          {pending ? t('registration.cancel.cancelling') : t('registration.cancel.confirm')}
        </Button>
      </DialogFooter>
    </>
  );
}

/** After a cancellation. */
export function RegistrationCancelled({ eventTitle, onClose }: { eventTitle: string; onClose: () => void }) {
  const t = useT();
  return (
    <>
      <DialogHeader className="items-center text-center">
        <CheckCircle2 className="size-12 text-muted-foreground" aria-hidden="true" />
        <DialogTitle>{t('registration.cancelled.title')}</DialogTitle>
        <DialogDescription>{t('registration.cancelled.text', { event: eventTitle })}</DialogDescription>
      </DialogHeader>
      <CloseFooter onClose={onClose} />
    </>
  );
}
