import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { getErrorMessage } from '@client/lib/api-client';
import { useActionOnce } from '@client/lib/use-submit-once';
import { useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe';

/**
 * The page a message mail's unsubscribe link opens: says which event and address, and unsubscribes only when the
 * button is pressed (opening the link changes nothing).
 */
export function UnsubscribeCard({ query }: { query: string }) {
  const status = useUnsubscribeStatus(query);
  const unsubscribe = useUnsubscribe(query);
  // Its error is shown from the mutation's state.
  const once = useActionOnce(() => unsubscribe.mutateAsync().catch(() => undefined));
  const pending = unsubscribe.isPending || once.running;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Messages from the organisers</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <p role="status">Checking your link...</p>
        ) : status.isError ? (
          <p role="alert">{getErrorMessage(status.error)}</p>
        ) : status.data.unsubscribed ? (
          <p role="status">
            Done: {status.data.email} gets no more messages about {status.data.eventTitle}. Reminders and
            mails about your own registration still come.
          </p>
        ) : (
          <>
            <p>
              Stop messages from the organisers about <strong>{status.data.eventTitle}</strong> to{' '}
              {status.data.email}? Reminders and mails about your own registration still come.
            </p>
            {unsubscribe.isError ? <p role="alert">{getErrorMessage(unsubscribe.error)}</p> : null}
            <Button className="justify-self-start" onClick={() => once.run()} disabled={pending}>
              {pending ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
