import { FieldError } from '@client/components/field-error';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toast';
import { useActionOnce } from '@client/lib/use-submit-once';
import { emailField } from '@shared/schemas/registrations';
import { useState } from 'react';
import { useRequestManageLink } from '../api/request-manage-link';

/**
 * Asks for a new manage link by email (POST /api/registrations/manage-link): for a device that does not hold the
 * registration, or an emailed link that no longer works. `intro` says why.
 */
export function ManageLinkRequest({
  eventId,
  email,
  intro,
}: {
  eventId: string;
  email: string;
  intro: string;
}) {
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [address, setAddress] = useState(email);
  const requestLink = useRequestManageLink();

  const sendLink = useActionOnce(async () => {
    const parsed = emailField.safeParse(address);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    await requestLink.mutateAsync({ eventId, email: parsed.data }).then(
      () => {
        setSent(true);
        toast({
          title: 'Check Your Email',
          description: 'If that address is registered, a link to update it is on its way.',
        });
      },
      () =>
        toast({
          variant: 'destructive',
          title: 'Request Failed',
          description: 'Could not send the link. Please try again.',
        }),
    );
  });
  const pending = requestLink.isPending || sendLink.running;

  return sent ? (
    <p className="rounded-lg bg-secondary/50 p-4 text-sm" role="status">
      Check your inbox: we sent a link to update your registration to {address}, if it is registered for this
      event.
    </p>
  ) : (
    <form
      className="grid gap-3 rounded-lg bg-secondary/50 p-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        sendLink.run();
      }}
    >
      <p className="text-sm">{intro}</p>
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
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending...' : 'Email Me a Link'}
      </Button>
    </form>
  );
}
