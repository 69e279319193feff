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
import { useT } from '@client/lib/i18n/i18n-context';
import {
  EVENT_MESSAGE_AUDIENCES,
  type EventMessageAudience,
  eventMessageInputSchema,
  isVolunteerAudience,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
} from '@shared/schemas/event-messages';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useMessageRecipients } from '../api/get-event-messages';
import { useSendEventMessage } from '../api/send-event-message';
import { AUDIENCE_NAMES, schemaMessage } from './message-words';

type Errors = Partial<Record<'subject' | 'body', string>>;

/** The audiences among an event's registrants (the volunteers' are offered where the roster is). */
// The registrations chosen in the console's list are written to from there.
const REGISTRANT_AUDIENCES = EVENT_MESSAGE_AUDIENCES.filter(
  (a) => !isVolunteerAudience(a) && a !== 'selected',
);

type ComposeMessageProps = {
  eventId: string;
  eventTitle: string;
  /** Whom the message may go to; the registrants' audiences unless told. */
  audiences?: readonly EventMessageAudience[];
  /** The shifts to choose from for the audience shift-volunteers, each with its label. */
  shifts?: readonly { id: string; label: string }[];
};

/**
 * Writes a message to an event's registrants: the audience with how many it reaches, subject and text (checked
 * by the shared schema), a preview as the mail will show it, and a confirmation naming the count before sending.
 */
export function ComposeMessage({
  eventId,
  eventTitle,
  audiences = REGISTRANT_AUDIENCES,
  shifts = [],
}: ComposeMessageProps) {
  const t = useT();
  const [audience, setAudience] = useState<EventMessageAudience>(audiences[0] ?? 'confirmed');
  const [chosenShift, setChosenShift] = useState('');
  const shiftId = audience === 'shift-volunteers' ? chosenShift || shifts[0]?.id : undefined;
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const recipients = useMessageRecipients(eventId, audience, shiftId);
  const send = useSendEventMessage(eventId);
  const count = recipients.data?.recipients;

  const review = () => {
    const parsed = eventMessageInputSchema.safeParse({ subject, body, audience, shiftId });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'subject' || field === 'body') && !found[field]) {
          found[field] = schemaMessage(issue.message, t);
        }
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setConfirming(true);
  };

  const confirm = () =>
    send.mutate(
      { subject, body, audience, shiftId },
      {
        onSuccess: (sent) => {
          toast({
            title: t('admin.eventMessages.sent'),
            description: t('admin.eventMessages.onItsWay', { count: sent.recipients }),
          });
          setConfirming(false);
          setSubject('');
          setBody('');
        },
        onError: (error) => {
          setConfirming(false);
          toast({
            title: t('admin.eventMessages.notSent'),
            description: getErrorMessage(error),
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <PanelSection id="compose" title={t('admin.eventMessages.new')} className="grid gap-4">
      <Field id="message-audience" label={t('admin.eventMessages.to')}>
        <NativeSelect
          id="message-audience"
          value={audience}
          onChange={(e) => setAudience(e.target.value as EventMessageAudience)}
          aria-describedby="message-recipients"
        >
          {audiences.map((a) => (
            <option key={a} value={a}>
              {t(AUDIENCE_NAMES[a])}
            </option>
          ))}
        </NativeSelect>
        <p id="message-recipients" className="text-muted-foreground text-sm" aria-live="polite">
          {count === undefined
            ? recipients.isError
              ? t('admin.eventMessages.countFailed')
              : t('admin.eventMessages.counting')
            : t('admin.eventMessages.reaches', { count })}
        </p>
      </Field>
      {audience === 'shift-volunteers' ? (
        <Field id="message-shift" label={t('admin.eventMessages.shift')}>
          <NativeSelect
            id="message-shift"
            value={shiftId ?? ''}
            onChange={(e) => setChosenShift(e.target.value)}
            aria-describedby="message-recipients"
          >
            {shifts.map((shift) => (
              <option key={shift.id} value={shift.id}>
                {shift.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      <Field id="message-subject" label={t('admin.eventMessages.subject')} error={errors.subject}>
        <Input
          {...fieldAria('message-subject', errors.subject)}
          value={subject}
          maxLength={MESSAGE_SUBJECT_MAX}
          onChange={(e) => setSubject(e.target.value)}
        />
      </Field>
      <Field
        id="message-body"
        label={t('admin.eventMessages.message')}
        error={errors.body}
        hint={t('admin.eventMessages.bodyHint')}
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
          <p className="text-muted-foreground">{t('admin.eventMessages.preview')}</p>
          <p className="mt-1 font-semibold">{subject.trim() || t('admin.eventMessages.noSubject')}</p>
          <p className="mt-2">{t('admin.eventMessages.hello')}</p>
          <LinkifiedText text={body} className="mt-2" />
        </div>
      ) : null}
      <Button className="justify-self-end" onClick={review} disabled={send.isPending || count === 0}>
        <Send aria-hidden="true" />
        {t('admin.eventMessages.send')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('admin.eventMessages.confirmTitle')}
        description={t('admin.eventMessages.confirmText', {
          subject: subject.trim(),
          count: count ?? 0,
          kind: isVolunteerAudience(audience) ? 'volunteers' : 'registrants',
          event: eventTitle,
          audience: t(AUDIENCE_NAMES[audience]).toLowerCase(),
        })}
        cancelLabel={t('admin.eventMessages.keepEditing')}
        pending={send.isPending}
        actions={[
          {
            label: t('admin.eventMessages.sendTo', { count: count ?? 0 }),
            pendingLabel: t('admin.eventMessages.sending'),
            onClick: confirm,
          },
        ]}
      />
    </PanelSection>
  );
}
