import { mailOutcome } from '@client/components/admin/mail-outcome';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { Dialog, DialogContent, DialogHeading } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import { formatDateTime } from '@shared/dates';
import type { RegistrationDetail } from '@shared/schemas/admin-registration-detail';
import type { MailStatus } from '@shared/schemas/mail';
import { Send } from 'lucide-react';
import { useState } from 'react';
import {
  useEditRegistration,
  useRegistrationDetail,
  useResendRegistration,
} from '../api/registrations-console';
import { AdminNoteEditor } from './admin-note-editor';
import { RegistrationStatusActions } from './registration-status-actions';
import { RegistrationStatusBadge } from './registration-status-badge';

const dayText = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' });

const peopleText = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

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
  const { data, error } = useRegistrationDetail(id);
  return (
    <Dialog open onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent width="2xl">
        <DialogHeading
          title={data?.fullName ?? fullName}
          description={data ? `${data.eventTitle}, ${dayText(data.eventStartsAt, timeZone)}` : 'Loading…'}
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
  const resend = useResendRegistration();
  const resendTicket = async () => {
    try {
      const result = await resend.mutateAsync(detail.id);
      toast({
        title: result.mailed === 'ticket' ? 'Ticket sent again' : 'Waitlist mail sent again',
        description: `${mailOutcome(mailStatus, `The mail to ${result.to}`)}.`,
      });
    } catch (err) {
      toast({ title: 'Not sent', description: getErrorMessage(err), variant: 'destructive' });
    }
  };
  const waiting = detail.status === 'waitlisted';
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Status</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <RegistrationStatusBadge registration={detail} />
          {waiting ? (
            <span>
              {detail.fitsNow
                ? 'Fits in the places left'
                : `Does not fit: ${detail.placesLeft === null ? 'no limit' : peopleText(detail.placesLeft)} left`}
            </span>
          ) : null}
        </dd>
        <dt className="text-muted-foreground">Registered</dt>
        <dd>{formatDateTime(detail.createdAt, timeZone)}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="[overflow-wrap:anywhere]">{detail.email ?? 'None (walk-up)'}</dd>
        <dt className="text-muted-foreground">Phone</dt>
        <dd>{detail.phone ?? 'None'}</dd>
        <dt className="text-muted-foreground">Party</dt>
        <dd>
          {peopleText(detail.guestCount)}
          {detail.party ? ` (${detail.party})` : ''}
          {detail.guests.some((guest) => guest.name) ? (
            <span className="block text-muted-foreground">
              With {detail.guests.flatMap((guest) => (guest.name ? [guest.name] : [])).join(', ')}
            </span>
          ) : null}
        </dd>
        <dt className="text-muted-foreground">Arrived</dt>
        <dd>
          {detail.checkedIn} of {peopleText(detail.guestCount)}
          {detail.lastCheckedInAt ? `, last at ${formatDateTime(detail.lastCheckedInAt, timeZone)}` : ''}
        </dd>
        {detail.activityNames.length > 0 ? (
          <>
            <dt className="text-muted-foreground">Activities</dt>
            <dd>{detail.activityNames.join(', ')}</dd>
          </>
        ) : null}
        {detail.activityResponses.map((response) => (
          <Answer key={response.category} label={response.category} text={response.response} />
        ))}
        {detail.answerRows.map((row) => (
          <Answer key={row.label} label={row.label} text={row.text} />
        ))}
        {detail.notes ? <Answer label="Their note" text={detail.notes} /> : null}
      </dl>

      <section aria-labelledby="registration-actions" className="flex flex-col gap-2">
        <h3 id="registration-actions" className="font-semibold text-sm">
          Actions
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={detail.status === 'cancelled' || !detail.email || resend.isPending}
            onClick={resendTicket}
          >
            <Send aria-hidden="true" />
            {waiting ? 'Resend waitlist mail' : 'Resend ticket'}
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
          History
        </h3>
        <ol className="flex flex-col gap-1 text-sm" data-testid="registration-history">
          {detail.history.map((entry) => (
            <li
              key={`${entry.at} ${entry.kind} ${entry.summary}`}
              className="grid grid-cols-[12rem_1fr] gap-2 max-sm:grid-cols-1"
            >
              <span className="text-muted-foreground">{formatDateTime(entry.at, timeZone)}</span>
              <span className={entry.mailStatus ? MAIL_STATUS_CLASS[entry.mailStatus] : undefined}>
                {entry.summary}
                {entry.by ? <span className="text-muted-foreground"> by {entry.by}</span> : null}
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
        title: 'Saved',
        description: saved.mailed
          ? `${mailOutcome(mailStatus, `The updated ${saved.status === 'waitlisted' ? 'waitlist mail' : 'ticket'}`)}.`
          : 'Nobody was mailed.',
      });
    } catch (err) {
      toast({ title: 'Not saved', description: getErrorMessage(err), variant: 'destructive' });
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
        Change the registration
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor="edit-name">Full name</Label>
          <Input id="edit-name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="edit-email">Email</Label>
          <Input id="edit-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="edit-phone">Phone</Label>
          <Input id="edit-phone" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </div>
        {byType ? (
          detail.ticketTypes.map((type) => (
            <div key={type.id} className="flex flex-col gap-1">
              <Label htmlFor={`edit-type-${type.id}`}>{type.name} (people)</Label>
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
            <Label htmlFor="edit-people">People in the party</Label>
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
          <Label htmlFor="edit-notify">Mail the person their updated ticket</Label>
        </span>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
