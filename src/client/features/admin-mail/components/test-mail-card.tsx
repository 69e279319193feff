import { Field, fieldAria } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { getErrorMessage } from '@client/lib/api-client';
import { useState } from 'react';
import { useSendTestMail } from '../api/send-test-mail';

/** Settings' "Send a test email": to the typed address, or the admin's own; says what happened in words. */
export function TestMailCard() {
  const [to, setTo] = useState('');
  const send = useSendTestMail();
  const error = send.isError ? getErrorMessage(send.error) : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Email</CardTitle>
        <CardDescription>
          Check that the site's mail reaches people: send a test email and see what the mail server says.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate({ to: to.trim() || undefined });
          }}
        >
          <Field id="test-mail-to" label="Send to" hint="Leave empty to use your own account's address.">
            <Input
              {...fieldAria('test-mail-to', undefined, 'hint')}
              type="email"
              autoComplete="email"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              placeholder="you@example.org"
            />
          </Field>
          <Button type="submit" variant="outline" className="self-start" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send a test email'}
          </Button>
          <div aria-live="polite" className="text-sm">
            {send.isSuccess ? (
              <p data-testid="test-mail-result" className="text-success">
                {send.data.detail}
              </p>
            ) : null}
            {error ? (
              <p data-testid="test-mail-result" role="alert" className="text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
