import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { ManageLinkRequest } from './manage-link-request';

/**
 * The duplicate view. 'Update Registration' loads the registration this browser holds for that email address;
 * otherwise it offers to email a manage link to the address, or, when the site sends no mail, says how to
 * reach the organisers instead of promising a mail that would never arrive.
 */
export function RegistrationDuplicate({
  eventId,
  email,
  hasToken,
  onUpdate,
  onClose,
  mailEnabled = true,
}: {
  eventId: string;
  email: string;
  hasToken: boolean;
  onUpdate: () => void;
  onClose: () => void;
  mailEnabled?: boolean;
}) {
  const [askForLink, setAskForLink] = useState(false);
  return (
    <>
      <DialogHeader className="items-center text-center">
        <AlertCircle className="size-12 text-amber-600" aria-hidden="true" />
        <DialogTitle>Already Registered</DialogTitle>
        <DialogDescription>Looks like you've already registered for this event.</DialogDescription>
      </DialogHeader>
      {askForLink && mailEnabled ? (
        <ManageLinkRequest
          eventId={eventId}
          email={email}
          intro="This device does not hold your registration. We can email you a link to update it."
        />
      ) : null}
      {askForLink && !mailEnabled ? (
        <p className="text-center text-muted-foreground text-sm">
          This device does not hold your registration. To change it, please{' '}
          <a href="/contact" className="font-medium text-primary underline underline-offset-4">
            write to the organisers
          </a>{' '}
          and they will update it for you.
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        {askForLink ? null : (
          <Button onClick={() => (hasToken ? onUpdate() : setAskForLink(true))}>Update Registration</Button>
        )}
      </DialogFooter>
    </>
  );
}
