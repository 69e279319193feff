import { errorAria, FieldError } from '@client/components/field-error';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toast';
import { useT } from '@client/lib/i18n/i18n-context';
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
  const t = useT();

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
          title: t('manageLink.toast.sent'),
          description: t('manageLink.toast.sentText'),
        });
      },
      () =>
        toast({
          variant: 'destructive',
          title: t('manageLink.toast.failed'),
          description: t('manageLink.toast.failedText'),
        }),
    );
  });
  const pending = requestLink.isPending || sendLink.running;

  return sent ? (
    <p className="rounded-lg bg-secondary/50 p-4 text-sm" role="status">
      {t('manageLink.sent', { email: address })}
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
      <Label htmlFor="manage-link-email">{t('form.emailAddress')}</Label>
      <Input
        id="manage-link-email"
        type="email"
        autoComplete="email"
        value={address}
        {...errorAria('manage-link-email', error)}
        onChange={(e) => setAddress(e.target.value)}
      />
      <FieldError id="manage-link-email-error" message={error} />
      <Button type="submit" disabled={pending}>
        {pending ? t('manageLink.sending') : t('manageLink.send')}
      </Button>
    </form>
  );
}
