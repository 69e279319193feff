import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { Field, fieldAria } from '@client/components/admin/field';
import { PanelSection } from '@client/components/admin/panel-section';
import { LinkifiedText } from '@client/components/linkified-text';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import {
  AUDIENCE_LABELS,
  EVENT_MESSAGE_AUDIENCES,
  type EventMessageAudience,
  eventMessageInputSchema,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
} from '@shared/schemas/event-messages';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useMessageRecipients } from '../api/get-event-messages';
import { useSendEventMessage } from '../api/send-event-message';

type Errors = Partial<Record<'subject' | 'body', string>>;

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/**
 * Writes a message to an event's registrants: the audience with how many it reaches, subject and text (checked
 * by the shared schema), a preview as the mail will show it, and a confirmation naming the count before sending.
 */
export function ComposeMessage({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const [audience, setAudience] = useState<EventMessageAudience>('confirmed');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const recipients = useMessageRecipients(eventId, audience);
  const send = useSendEventMessage(eventId);
  const count = recipients.data?.recipients;

  const review = () => {
    const parsed = eventMessageInputSchema.safeParse({ subject, body, audience });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'subject' || field === 'body') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setConfirming(true);
  };

  const confirm = () =>
    send.mutate(
      { subject, body, audience },
      {
        onSuccess: (sent) => {
          toast({ title: 'Message Sent', description: `On its way to ${people(sent.recipients)}.` });
          setConfirming(false);
          setSubject('');
          setBody('');
        },
        onError: (error) => {
          setConfirming(false);
          toast({ title: 'Not Sent', description: getErrorMessage(error), variant: 'destructive' });
        },
      },
    );

  return (
    <PanelSection id="compose" title="New message" className="grid gap-4">
      <Field id="message-audience" label="To">
        <NativeSelect
          id="message-audience"
          value={audience}
          onChange={(e) => setAudience(e.target.value as EventMessageAudience)}
          aria-describedby="message-recipients"
        >
          {EVENT_MESSAGE_AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {AUDIENCE_LABELS[a]}
            </option>
          ))}
        </NativeSelect>
        <p id="message-recipients" className="text-muted-foreground text-sm" aria-live="polite">
          {count === undefined
            ? recipients.isError
              ? 'Could not count the recipients.'
              : 'Counting recipients...'
            : `Reaches ${people(count)}.`}
        </p>
      </Field>
      <Field id="message-subject" label="Subject" error={errors.subject}>
        <Input
          {...fieldAria('message-subject', errors.subject)}
          value={subject}
          maxLength={MESSAGE_SUBJECT_MAX}
          onChange={(e) => setSubject(e.target.value)}
        />
      </Field>
      <Field
        id="message-body"
        label="Message"
        error={errors.body}
        hint="Plain text; web links become clickable."
      >
        <Textarea
          {...fieldAria('message-body', errors.body, 'x')}
          rows={6}
          value={body}
          maxLength={MESSAGE_BODY_MAX}
          onChange={(e) => setBody(e.target.value)}
        />
      </Field>
      {subject.trim() || body.trim() ? (
        <div
          className="rounded-lg border border-border bg-muted/40 p-4 text-sm"
          data-testid="message-preview"
        >
          <p className="text-muted-foreground">Preview</p>
          <p className="mt-1 font-semibold">{subject.trim() || '(no subject)'}</p>
          <p className="mt-2">Hello [name],</p>
          <LinkifiedText text={body} className="mt-2" />
        </div>
      ) : null}
      <Button className="justify-self-end" onClick={review} disabled={send.isPending || count === 0}>
        <Send aria-hidden="true" />
        Send Message
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Send this message?"
        description={`"${subject.trim()}" goes by email to ${people(count ?? 0)} registered for ${eventTitle} (${AUDIENCE_LABELS[audience].toLowerCase()}). It cannot be taken back.`}
        cancelLabel="Keep Editing"
        pending={send.isPending}
        actions={[{ label: `Send to ${people(count ?? 0)}`, pendingLabel: 'Sending...', onClick: confirm }]}
      />
    </PanelSection>
  );
}
