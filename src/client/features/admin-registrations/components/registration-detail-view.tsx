import { useAdminDates } from '@client/components/admin/use-admin-dates';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { Dialog, DialogContent, DialogHeading } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import type { RegistrationDetail } from '@shared/schemas/admin-registration-detail';
import type { MailStatus } from '@shared/schemas/mail';
import { Send } from 'lucide-react';
import { useState } from 'react';
import {
  useEditRegistration,
  useRegistrationDetail,
  useResendRegistration,
} from '../api/registrations-console';
import { mailDelivery } from '../lib/mail-delivery';
import { AdminNoteEditor } from './admin-note-editor';
import { RegistrationStatusActions } from './registration-status-actions';
import { RegistrationStatusBadge } from './registration-status-badge';
import { peopleCount } from './registrations-count';

const MAIL_STATUS_CLASS: Record<string, string> = {
  failed: 'text-destructive font-medium',
  held: 'text-amber-800 font-medium',
};

/** Everything about one registration, and what the organiser can do with it: edit, resend, promote, cancel. */
export function RegistrationDetailView({
  id,
  fullName,
  mailStatus,
  timeZone,
  onClose,
}: {
  id: string;
  /** Shown while the registration loads. */
  fullName: string;
  mailStatus: MailStatus | undefined;
  timeZone: string;
  onClose: () => void;
}) {
  const t = useT();
  const { shortDate } = useAdminDates();
  const { data, error } = useRegistrationDetail(id);
  return (
    <Dialog open onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent width="2xl">
        <DialogHeading
          title={data?.fullName ?? fullName}
          description={
            data
              ? `${data.eventTitle}, ${shortDate(data.eventStartsAt, timeZone)}`
              : t('admin.registrations.loading')
          }
        />
        {error ? <p role="alert">{getErrorMessage(error)}</p> : null}
        {data ? <DetailBody detail={data} mailStatus={mailStatus} timeZone={timeZone} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({
  detail,
  mailStatus,
  timeZone,
}: {
  detail: RegistrationDetail;
  mailStatus: MailStatus | undefined;
  timeZone: string;
}) {
  const t = useT();
  const { dateTime } = useAdminDates();
  const resend = useResendRegistration();
  const resendTicket = async () => {
    try {
      const result = await resend.mutateAsync(detail.id);
      toast({
        title: t(
          result.mailed === 'ticket'
            ? 'admin.registrations.detail.resentTicket'
            : 'admin.registrations.detail.resentWaitlist',
        ),
        description: t('admin.registrations.mail.to', { delivery: mailDelivery(mailStatus), to: result.to }),
      });
    } catch (err) {
      toast({
        title: t('admin.registrations.notSent'),
        description: getErrorMessage(err),
        variant: 'destructive',
      });
    }
  };
  const waiting = detail.status === 'waitlisted';
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('admin.registrations.field.status')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <RegistrationStatusBadge registration={detail} />
          {waiting ? (
            <span>
              {detail.fitsNow
                ? t('admin.registrations.detail.fits')
                : detail.placesLeft === null
                  ? t('admin.registrations.detail.doesNotFitNoLimit')
                  : t('admin.registrations.detail.doesNotFit', { count: detail.placesLeft })}
            </span>
          ) : null}
        </dd>
        <dt className="text-muted-foreground">{t('admin.registrations.field.registered')}</dt>
        <dd>{dateTime(detail.createdAt, timeZone)}</dd>
        <dt className="text-muted-foreground">{t('admin.registrations.field.email')}</dt>
        <dd className="[overflow-wrap:anywhere]">
          {detail.email ?? t('admin.registrations.detail.noEmail')}
        </dd>
        <dt className="text-muted-foreground">{t('admin.registrations.field.phone')}</dt>
        <dd>{detail.phone ?? t('admin.registrations.detail.none')}</dd>
        <dt className="text-muted-foreground">{t('admin.registrations.detail.party')}</dt>
        <dd>
          {peopleCount(t, detail.guestCount)}
          {detail.party ? ` (${detail.party})` : ''}
          {detail.guests.some((guest) => guest.name) ? (
            <span className="block text-muted-foreground">
              {t('admin.registrations.detail.with', {
                names: detail.guests.flatMap((guest) => (guest.name ? [guest.name] : [])).join(', '),
              })}
            </span>
          ) : null}
        </dd>
        <dt className="text-muted-foreground">{t('admin.registrations.detail.arrived')}</dt>
        <dd>
          {t('admin.registrations.detail.arrivedOf', { arrived: detail.checkedIn, count: detail.guestCount })}
          {detail.lastCheckedInAt
            ? t('admin.registrations.detail.lastAt', { time: dateTime(detail.lastCheckedInAt, timeZone) })
            : ''}
        </dd>
        {detail.activityNames.length > 0 ? (
          <>
            <dt className="text-muted-foreground">{t('admin.registrations.field.activities')}</dt>
            <dd>{detail.activityNames.join(', ')}</dd>
          </>
        ) : null}
        {detail.activityResponses.map((response) => (
          <Answer key={response.category} label={response.category} text={response.response} />
        ))}
        {detail.answerRows.map((row) => (
          <Answer key={row.label} label={row.label} text={row.text} />
        ))}
        {detail.notes ? (
          <Answer label={t('admin.registrations.detail.theirNote')} text={detail.notes} />
        ) : null}
      </dl>

      <section aria-labelledby="registration-actions" className="flex flex-col gap-2">
        <h3 id="registration-actions" className="font-semibold text-sm">
          {t('admin.registrations.detail.actions')}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={detail.status === 'cancelled' || !detail.email || resend.isPending}
            onClick={resendTicket}
          >
            <Send aria-hidden="true" />
            {t(
              waiting
                ? 'admin.registrations.detail.resendWaitlist'
                : 'admin.registrations.detail.resendTicket',
            )}
          </Button>
          <RegistrationStatusActions registration={detail} labelled />
        </div>
      </section>

      {detail.status !== 'cancelled' ? (
        <EditRegistrationForm key={detail.updatedAt} detail={detail} mailStatus={mailStatus} />
      ) : null}

      <AdminNoteEditor registration={detail} />

      <section aria-labelledby="registration-history" className="flex flex-col gap-2">
        <h3 id="registration-history" className="font-semibold text-sm">
          {t('admin.registrations.detail.history')}
        </h3>
        <ol className="flex flex-col gap-1 text-sm" data-testid="registration-history">
          {detail.history.map((entry) => (
            <li
              key={`${entry.at} ${entry.kind} ${entry.summary}`}
              className="grid grid-cols-[12rem_1fr] gap-2 max-sm:grid-cols-1"
            >
              <span className="text-muted-foreground">{dateTime(entry.at, timeZone)}</span>
              <span className={entry.mailStatus ? MAIL_STATUS_CLASS[entry.mailStatus] : undefined}>
                {entry.summary}
                {entry.by ? (
                  <span className="text-muted-foreground">
                    {' '}
                    {t('admin.registrations.detail.by', { name: entry.by })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function Answer({ label, text }: { label: string; text: string }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-line">{text}</dd>
    </>
  );
}

/** Name, contact and the party's size (by ticket type when the event has types); the person may be mailed. */
function EditRegistrationForm({
  detail,
  mailStatus,
}: {
  detail: RegistrationDetail;
  mailStatus: MailStatus | undefined;
}) {
  const t = useT();
  const [fullName, setFullName] = useState(detail.fullName);
  const [email, setEmail] = useState(detail.email ?? '');
  const [phone, setPhone] = useState(detail.phone ?? '');
  const [people, setPeople] = useState(String(detail.guestCount));
  const quantityOf = (typeId: string) =>
    detail.tickets.find((line) => line.ticketTypeId === typeId)?.quantity ?? 0;
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(detail.ticketTypes.map((type) => [type.id, String(quantityOf(type.id))])),
  );
  const [notify, setNotify] = useState(true);
  const edit = useEditRegistration();
  const byType = detail.ticketTypes.length > 0;

  const save = async () => {
    const tickets = detail.ticketTypes
      .map((type) => ({ ticketTypeId: type.id, quantity: Number(quantities[type.id] ?? 0) }))
      .filter((line) => line.quantity > 0);
    const ticketsChanged = detail.ticketTypes.some(
      (type) => Number(quantities[type.id] ?? 0) !== quantityOf(type.id),
    );
    const guestCount = Number(people);
    try {
      const saved = await edit.mutateAsync({
        id: detail.id,
        notify,
        ...(fullName !== detail.fullName ? { fullName } : {}),
        ...(email && email !== detail.email ? { email } : {}),
        ...(phone !== (detail.phone ?? '') ? { phone } : {}),
        ...(byType && ticketsChanged ? { tickets } : {}),
        ...(!byType && guestCount !== detail.guestCount ? { guestCount } : {}),
      });
      toast({
        title: t('admin.registrations.edit.saved'),
        description: saved.mailed
          ? t(
              saved.status === 'waitlisted'
                ? 'admin.registrations.mail.updatedWaitlist'
                : 'admin.registrations.mail.updatedTicket',
              { delivery: mailDelivery(mailStatus) },
            )
          : t('admin.registrations.edit.nobodyMailed'),
      });
    } catch (err) {
      toast({
        title: t('admin.registrations.edit.notSaved'),
        description: getErrorMessage(err),
        variant: 'destructive',
      });
    }
  };

  return (
    <form
      aria-labelledby="registration-edit"
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 id="registration-edit" className="font-semibold text-sm">
        {t('admin.registrations.edit.title')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor="edit-name">{t('admin.registrations.edit.fullName')}</Label>
          <Input id="edit-name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="edit-email">{t('admin.registrations.field.email')}</Label>
          <Input id="edit-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="edit-phone">{t('admin.registrations.field.phone')}</Label>
          <Input id="edit-phone" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </div>
        {byType ? (
          detail.ticketTypes.map((type) => (
            <div key={type.id} className="flex flex-col gap-1">
              <Label htmlFor={`edit-type-${type.id}`}>
                {t('admin.registrations.edit.typePeople', { type: type.name })}
              </Label>
              <Input
                id={`edit-type-${type.id}`}
                type="number"
                min={0}
                max={20}
                value={quantities[type.id] ?? '0'}
                onChange={(e) => setQuantities((q) => ({ ...q, [type.id]: e.target.value }))}
              />
            </div>
          ))
        ) : (
          <div className="flex flex-col gap-1">
            <Label htmlFor="edit-people">{t('admin.registrations.details.party')}</Label>
            <Input
              id="edit-people"
              type="number"
              min={1}
              max={20}
              value={people}
              onChange={(e) => setPeople(e.target.value)}
            />
          </div>
        )}
      </div>
      {detail.email ? (
        <span className="flex items-center gap-2">
          <Checkbox id="edit-notify" checked={notify} onCheckedChange={(v) => setNotify(v === true)} />
          <Label htmlFor="edit-notify">{t('admin.registrations.edit.notify')}</Label>
        </span>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={edit.isPending}>
          {t(edit.isPending ? 'admin.registrations.edit.saving' : 'admin.registrations.edit.save')}
        </Button>
      </div>
    </form>
  );
}
