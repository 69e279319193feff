import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { getErrorMessage } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import { translateSchemaMessage } from '@client/lib/i18n/schema-messages';
import { useActionOnce } from '@client/lib/use-submit-once';
import { useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe';

/**
 * The page a message mail's unsubscribe link opens: says which event and address, and unsubscribes only when the
 * button is pressed (opening the link changes nothing).
 */
export function UnsubscribeCard({ query }: { query: string }) {
  const status = useUnsubscribeStatus(query);
  const unsubscribe = useUnsubscribe(query);
  const t = useT();
  // Its error is shown from the mutation's state.
  const once = useActionOnce(() => unsubscribe.mutateAsync().catch(() => undefined));
  const pending = unsubscribe.isPending || once.running;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('unsubscribe.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <p role="status">{t('unsubscribe.checking')}</p>
        ) : status.isError ? (
          <p role="alert">{translateSchemaMessage(getErrorMessage(status.error), t)}</p>
        ) : status.data.unsubscribed ? (
          <p role="status">
            {t('unsubscribe.done', { email: status.data.email, event: status.data.eventTitle })}
          </p>
        ) : (
          <>
            <p>{t('unsubscribe.ask', { event: status.data.eventTitle, email: status.data.email })}</p>
            {unsubscribe.isError ? (
              <p role="alert">{translateSchemaMessage(getErrorMessage(unsubscribe.error), t)}</p>
            ) : null}
            <Button className="justify-self-start" onClick={() => once.run()} disabled={pending}>
              {pending ? t('unsubscribe.pending') : t('head.unsubscribe')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
