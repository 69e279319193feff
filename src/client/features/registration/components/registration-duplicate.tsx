import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { useT } from '@client/lib/i18n/i18n-context';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { ManageLinkRequest } from './manage-link-request';

/**
 * The duplicate view. 'Update Registration' loads the registration this browser holds for that email address;
 * otherwise it offers to email a manage link to the address.
 */
export function RegistrationDuplicate({
  eventId,
  email,
  hasToken,
  onUpdate,
  onClose,
}: {
  eventId: string;
  email: string;
  hasToken: boolean;
  onUpdate: () => void;
  onClose: () => void;
}) {
  const [askForLink, setAskForLink] = useState(false);
  const t = useT();
  return (
    <>
      <DialogHeader className="items-center text-center">
        <AlertCircle className="size-12 text-amber-600" aria-hidden="true" />
        <DialogTitle>{t('registration.duplicate.title')}</DialogTitle>
        <DialogDescription>{t('registration.duplicate.text')}</DialogDescription>
      </DialogHeader>
      {askForLink ? (
        <ManageLinkRequest eventId={eventId} email={email} intro={t('registration.duplicate.noToken')} />
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('common.close')}
        </Button>
        {askForLink ? null : (
          <Button onClick={() => (hasToken ? onUpdate() : setAskForLink(true))}>
            {t('registration.update')}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
