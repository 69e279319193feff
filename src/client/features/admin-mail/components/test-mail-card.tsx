import { Field, fieldAria } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { getErrorMessage } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import { useState } from 'react';
import { useSendTestMail } from '../api/send-test-mail';
import { testMailDetail, testMailError } from './test-mail-words';

/** Settings' "Send a test email": to the typed address, or the admin's own; says what happened in words. */
export function TestMailCard() {
  const t = useT();
  const [to, setTo] = useState('');
  const send = useSendTestMail();
  const error = send.isError ? testMailError(getErrorMessage(send.error), t) : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('admin.mail.title')}</CardTitle>
        <CardDescription>{t('admin.mail.description')}</CardDescription>
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
          <Field id="test-mail-to" label={t('admin.mail.sendTo')} hint={t('admin.mail.sendToHint')}>
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
            {send.isPending ? t('admin.mail.sending') : t('admin.mail.send')}
          </Button>
          <div aria-live="polite" className="text-sm">
            {send.isSuccess ? (
              <p data-testid="test-mail-result" className="text-success">
                {testMailDetail(send.data.detail, t)}
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
