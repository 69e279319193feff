import { Dialog, DialogContent, DialogHeading } from '@client/components/ui/dialog';
import { formatDateTime } from '@shared/dates';
import type { AdminRegistration } from '@shared/schemas/admin-registrations';
import type { ReactNode } from 'react';
import { AdminNoteEditor } from './admin-note-editor';

type RegistrationDetailDialogProps = {
  registration: AdminRegistration | null;
  timeZone: string;
  onClose: () => void;
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
    <dt className="font-medium text-muted-foreground text-sm">{label}</dt>
    <dd className="break-words text-sm">{children}</dd>
  </div>
);

export function RegistrationDetailDialog({
  registration: r,
  timeZone,
  onClose,
}: RegistrationDetailDialogProps) {
  return (
    <Dialog open={r !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="xl">
        <DialogHeading title="Registration Details" description={r?.fullName} />
        {r ? (
          <>
            <dl className="flex flex-col gap-3">
              <Row label="Name">{r.fullName}</Row>
              <Row label="Email">{r.email}</Row>
              <Row label="Phone">{r.phone || 'Not provided'}</Row>
              <Row label="People in the party">{r.party ? `${r.guestCount} (${r.party})` : r.guestCount}</Row>
              {r.guests.some((g) => g.name) ? (
                <Row label="Guests">{r.guests.flatMap((g) => (g.name ? [g.name] : [])).join(', ')}</Row>
              ) : null}
              <Row label="Activities">
                {r.activityNames.length ? r.activityNames.join(', ') : 'No activities selected'}
              </Row>
              {r.activityResponses.length ? (
                <Row label="Responses">
                  <ul className="flex flex-col gap-1">
                    {r.activityResponses.map((a) => (
                      <li key={a.category}>
                        <span className="font-medium">{a.category}:</span> {a.response}
                      </li>
                    ))}
                  </ul>
                </Row>
              ) : null}
              {r.answerRows.map((a) => (
                <Row key={a.label} label={a.label}>
                  {a.text}
                </Row>
              ))}
              {r.notes ? <Row label="Notes">{r.notes}</Row> : null}
              <Row label="Registered">{formatDateTime(r.createdAt, timeZone)}</Row>
            </dl>
            <AdminNoteEditor key={r.id} registration={r} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
