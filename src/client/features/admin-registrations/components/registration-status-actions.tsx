import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { IconAction } from '@client/components/admin/icon-action';
import { mailOutcome } from '@client/components/admin/mail-outcome';
import { useMailStatus } from '@client/components/admin/use-mail-status';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { type AdminRegistration, MAX_CANCEL_MESSAGE_LENGTH } from '@shared/schemas/admin-registrations';
import type { MailStatus } from '@shared/schemas/mail';
import type { RegistrationStatus } from '@shared/schemas/registrations';
import { CheckCircle2, Hourglass, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useAttendance } from '../api/get-attendance';
import { useSetRegistrationStatus } from '../api/set-registration-status';

const ACTIONS = [
  {
    to: 'confirmed',
    icon: CheckCircle2,
    shows: (status: RegistrationStatus) => status !== 'confirmed',
    name: (fullName: string, _status: RegistrationStatus) => `Confirm ${fullName}`,
    text: (status: RegistrationStatus) =>
      status === 'waitlisted' ? 'Promote from the waitlist' : 'Confirm again',
  },
  {
    to: 'waitlisted',
    icon: Hourglass,
    shows: (status: RegistrationStatus) => status === 'confirmed',
    name: (fullName: string) => `Move ${fullName} to the waitlist`,
    text: () => 'Move to the waitlist',
  },
  {
    to: 'cancelled',
    icon: XCircle,
    shows: (status: RegistrationStatus) => status !== 'cancelled',
    name: (fullName: string) => `Cancel ${fullName}`,
    text: () => 'Cancel registration',
  },
] as const;

/** What the server did, in words: the mail it stored leaves only when mail is set up. */
function doneText(next: RegistrationStatus, mailed: boolean, mailStatus: MailStatus | undefined): string {
  if (next === 'waitlisted') return 'moved to the waitlist';
  if (next === 'confirmed')
    return mailed
      ? `confirmed. ${mailOutcome(mailStatus, 'Their ticket')}`
      : 'confirmed (no address to mail)';
  return mailed
    ? `cancelled. ${mailOutcome(mailStatus, 'The mail telling them')}`
    : 'cancelled (no address to mail)';
}

/**
 * Confirm (a waiting party: promote), move to the waitlist, cancel: each after a confirmation, with a warning
 * beyond the capacity. As icons with their names for a row of the list, or as labelled buttons (`labelled`).
 */
export function RegistrationStatusActions({
  registration,
  labelled = false,
}: {
  registration: AdminRegistration;
  labelled?: boolean;
}) {
  const setStatus = useSetRegistrationStatus();
  const mailStatus = useMailStatus().data;
  const attendance = useAttendance(registration.eventId).data;
  const [asked, setAsked] = useState<RegistrationStatus | null>(null);
  const [message, setMessage] = useState('');
  const messageId = useId();
  const { status, fullName, guestCount, email } = registration;
  const capacity = attendance?.capacity ?? null;
  const overCapacity =
    capacity !== null && attendance !== undefined && attendance.confirmedPeople + guestCount > capacity;

  const close = () => {
    setAsked(null);
    setMessage('');
  };
  const apply = (next: RegistrationStatus) =>
    setStatus.mutate(
      {
        id: registration.id,
        eventId: registration.eventId,
        status: next,
        ...(next === 'cancelled' && message.trim() ? { message: message.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast({
            title: 'Registration Updated',
            description: `${fullName}: ${doneText(next, email !== null, mailStatus)}.`,
          });
          close();
        },
        onError: (error) =>
          toast({
            title: 'Update Failed',
            description: error instanceof Error ? error.message : 'Please try again.',
            variant: 'destructive',
          }),
      },
    );

  const questions: Record<RegistrationStatus, { title: string; description: string; label: string }> = {
    confirmed: {
      title: overCapacity ? 'Confirm beyond the capacity?' : 'Confirm this party?',
      description: overCapacity
        ? `Confirming ${fullName} (${guestCount}) takes the event to ${(attendance?.confirmedPeople ?? 0) + guestCount} people, beyond its capacity of ${capacity}. They will be mailed a ticket.`
        : `${fullName} (${guestCount}) will be confirmed and mailed a ticket.`,
      label: overCapacity ? 'Confirm Anyway' : 'Confirm',
    },
    waitlisted: {
      title: 'Move to the waitlist?',
      description: `${fullName} goes to the end of the waitlist; the places freed go to the parties waiting before them.`,
      label: 'Move to Waitlist',
    },
    cancelled: {
      title: 'Cancel this registration?',
      description:
        `The registration of ${fullName} is cancelled (kept in the list); its places go to the waitlist.` +
        (email === null ? '' : ` ${fullName} is told by email that their ticket no longer admits anyone.`),
      label: 'Cancel Registration',
    },
  };
  const question = asked ? questions[asked] : null;

  return (
    <>
      {ACTIONS.filter((action) => action.shows(status)).map(({ to, icon: Icon, name, text }) =>
        labelled ? (
          <Button key={to} variant="outline" size="sm" onClick={() => setAsked(to)}>
            <Icon aria-hidden="true" />
            {text(status)}
          </Button>
        ) : (
          <IconAction
            key={to}
            name={name(fullName, status)}
            tip={text(status)}
            icon={Icon}
            onClick={() => setAsked(to)}
          />
        ),
      )}
      <ConfirmDialog
        open={question !== null}
        onClose={close}
        title={question?.title}
        description={question?.description}
        cancelLabel="Back"
        pending={setStatus.isPending}
        actions={[
          {
            label: question?.label ?? '',
            variant: asked === 'confirmed' && !overCapacity ? 'default' : 'destructive',
            onClick: () => {
              if (asked) apply(asked);
            },
          },
        ]}
      >
        {asked === 'cancelled' && email !== null ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={messageId}>Message to {fullName} (optional)</Label>
            <Textarea
              id={messageId}
              value={message}
              maxLength={MAX_CANCEL_MESSAGE_LENGTH}
              onChange={(e) => setMessage(e.target.value)}
              placeholder="Why it is cancelled, or anything else they should know"
              disabled={setStatus.isPending}
            />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
