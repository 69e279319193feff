import { FieldError } from '@client/components/field-error';
import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toast';
import { emailField } from '@shared/schemas/registrations';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { useRequestManageLink } from '../api/request-manage-link';

/**
 * The duplicate view. 'Update Registration' loads this browser's registration when it holds the token;
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
  const [address, setAddress] = useState(email);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const requestLink = useRequestManageLink();

  const sendLink = () => {
    const parsed = emailField.safeParse(address);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    requestLink.mutate(
      { eventId, email: parsed.data },
      {
        onSuccess: () => {
          setSent(true);
          toast({
            title: 'Check Your Email',
            description: 'If that address is registered, a link to update it is on its way.',
          });
        },
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Request Failed',
            description: 'Could not send the link. Please try again.',
          }),
      },
    );
  };

  return (
    <>
      <DialogHeader className="items-center text-center">
        <AlertCircle className="size-12 text-amber-600" aria-hidden="true" />
        <DialogTitle>Already Registered</DialogTitle>
        <DialogDescription>Looks like you've already registered for this event.</DialogDescription>
      </DialogHeader>
      {askForLink ? (
        sent ? (
          <p className="rounded-lg bg-secondary/50 p-4 text-sm" role="status">
            Check your inbox: we sent a link to update your registration to {address}, if it is registered for
            this event.
          </p>
        ) : (
          <form
            className="grid gap-3 rounded-lg bg-secondary/50 p-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              sendLink();
            }}
          >
            <p className="text-sm">
              This device does not hold your registration. We can email you a link to update it.
            </p>
            <Label htmlFor="manage-link-email">Email Address</Label>
            <Input
              id="manage-link-email"
              type="email"
              autoComplete="email"
              value={address}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'manage-link-email-error' : undefined}
              onChange={(e) => setAddress(e.target.value)}
            />
            <FieldError id="manage-link-email-error" message={error} />
            <Button type="submit" disabled={requestLink.isPending}>
              {requestLink.isPending ? 'Sending...' : 'Email Me a Link'}
            </Button>
          </form>
        )
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
