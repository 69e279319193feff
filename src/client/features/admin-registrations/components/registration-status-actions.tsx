import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { IconAction } from '@client/components/admin/icon-action';
import { useMailStatus } from '@client/components/admin/use-mail-status';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { type Translate, useT } from '@client/lib/i18n/i18n-context';
import { type AdminRegistration, MAX_CANCEL_MESSAGE_LENGTH } from '@shared/schemas/admin-registrations';
import type { MailStatus } from '@shared/schemas/mail';
import type { RegistrationStatus } from '@shared/schemas/registrations';
import { CheckCircle2, Hourglass, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useAttendance } from '../api/get-attendance';
import { useSetRegistrationStatus } from '../api/set-registration-status';
import { mailDelivery } from '../lib/mail-delivery';

const ACTIONS = [
  {
    to: 'confirmed',
    icon: CheckCircle2,
    shows: (status: RegistrationStatus) => status !== 'confirmed',
    name: (t: Translate, fullName: string) => t('admin.registrations.action.confirmName', { name: fullName }),
    text: (t: Translate, status: RegistrationStatus) =>
      t(
        status === 'waitlisted'
          ? 'admin.registrations.action.promote'
          : 'admin.registrations.action.confirmAgain',
      ),
  },
  {
    to: 'waitlisted',
    icon: Hourglass,
    shows: (status: RegistrationStatus) => status === 'confirmed',
    name: (t: Translate, fullName: string) =>
      t('admin.registrations.action.waitlistName', { name: fullName }),
    text: (t: Translate) => t('admin.registrations.action.waitlist'),
  },
  {
    to: 'cancelled',
    icon: XCircle,
    shows: (status: RegistrationStatus) => status !== 'cancelled',
    name: (t: Translate, fullName: string) => t('admin.registrations.action.cancelName', { name: fullName }),
    text: (t: Translate) => t('admin.registrations.action.cancel'),
  },
] as const;

/** What the server did, in words: the mail it stored leaves only when mail is set up. */
function doneText(
  t: Translate,
  name: string,
  next: RegistrationStatus,
  mailed: boolean,
  mailStatus: MailStatus | undefined,
): string {
  const delivery = mailDelivery(mailStatus);
  if (next === 'waitlisted') return t('admin.registrations.done.waitlisted', { name });
  if (next === 'confirmed')
    return mailed
      ? t('admin.registrations.done.confirmed', { name, delivery })
      : t('admin.registrations.done.confirmedNoMail', { name });
  return mailed
    ? t('admin.registrations.done.cancelled', { name, delivery })
    : t('admin.registrations.done.cancelledNoMail', { name });
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
  const t = useT();
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
            title: t('admin.registrations.status.updated'),
            description: doneText(t, fullName, next, email !== null, mailStatus),
          });
          close();
        },
        onError: (error) =>
          toast({
            title: t('admin.registrations.status.updateFailed'),
            description: error instanceof Error ? error.message : t('admin.registrations.status.tryAgain'),
            variant: 'destructive',
          }),
      },
    );

  const questions: Record<RegistrationStatus, { title: string; description: string; label: string }> = {
    confirmed: {
      title: t(overCapacity ? 'admin.registrations.ask.confirmOver' : 'admin.registrations.ask.confirm'),
      description: overCapacity
        ? t('admin.registrations.ask.confirmOverText', {
            name: fullName,
            guests: guestCount,
            total: (attendance?.confirmedPeople ?? 0) + guestCount,
            capacity: String(capacity),
          })
        : t('admin.registrations.ask.confirmText', { name: fullName, guests: guestCount }),
      label: t(
        overCapacity ? 'admin.registrations.ask.confirmAnyway' : 'admin.registrations.ask.confirmButton',
      ),
    },
    waitlisted: {
      title: t('admin.registrations.ask.waitlist'),
      description: t('admin.registrations.ask.waitlistText', { name: fullName }),
      label: t('admin.registrations.ask.waitlistButton'),
    },
    cancelled: {
      title: t('admin.registrations.ask.cancel'),
      description:
        t('admin.registrations.ask.cancelText', { name: fullName }) +
        (email === null ? '' : ` ${t('admin.registrations.ask.cancelMailText', { name: fullName })}`),
      label: t('admin.registrations.ask.cancelButton'),
    },
  };
  const question = asked ? questions[asked] : null;

  return (
    <>
      {ACTIONS.filter((action) => action.shows(status)).map(({ to, icon: Icon, name, text }) =>
        labelled ? (
          <Button key={to} variant="outline" size="sm" onClick={() => setAsked(to)}>
            <Icon aria-hidden="true" />
            {text(t, status)}
          </Button>
        ) : (
          <IconAction
            key={to}
            name={name(t, fullName)}
            tip={text(t, status)}
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
        cancelLabel={t('admin.registrations.ask.back')}
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
            <Label htmlFor={messageId}>{t('admin.registrations.ask.message', { name: fullName })}</Label>
            <Textarea
              id={messageId}
              value={message}
              maxLength={MAX_CANCEL_MESSAGE_LENGTH}
              onChange={(e) => setMessage(e.target.value)}
              placeholder={t('admin.registrations.ask.messagePlaceholder')}
              disabled={setStatus.isPending}
            />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
