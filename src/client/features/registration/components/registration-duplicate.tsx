import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
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
  return (
    <>
      <DialogHeader className="items-center text-center">
        <AlertCircle className="size-12 text-amber-600" aria-hidden="true" />
        <DialogTitle>Already Registered</DialogTitle>
        <DialogDescription>Looks like you've already registered for this event.</DialogDescription>
      </DialogHeader>
      {askForLink ? (
        <ManageLinkRequest
          eventId={eventId}
          email={email}
          intro="This device does not hold your registration. We can email you a link to update it."
        />
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
