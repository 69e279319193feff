import { useAdminDates } from '@client/components/admin/use-admin-dates';
import { Dialog, DialogContent, DialogHeading } from '@client/components/ui/dialog';
import { useT } from '@client/lib/i18n/i18n-context';
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
  const t = useT();
  const { dateTime } = useAdminDates();
  return (
    <Dialog open={r !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="xl">
        <DialogHeading title={t('admin.registrations.details.title')} description={r?.fullName} />
        {r ? (
          <>
            <dl className="flex flex-col gap-3">
              <Row label={t('admin.registrations.field.name')}>{r.fullName}</Row>
              <Row label={t('admin.registrations.field.email')}>{r.email}</Row>
              <Row label={t('admin.registrations.field.phone')}>
                {r.phone || t('admin.registrations.details.notProvided')}
              </Row>
              <Row label={t('admin.registrations.details.party')}>
                {r.party ? `${r.guestCount} (${r.party})` : r.guestCount}
              </Row>
              {r.guests.some((g) => g.name) ? (
                <Row label={t('admin.registrations.details.guests')}>
                  {r.guests.flatMap((g) => (g.name ? [g.name] : [])).join(', ')}
                </Row>
              ) : null}
              <Row label={t('admin.registrations.field.activities')}>
                {r.activityNames.length
                  ? r.activityNames.join(', ')
                  : t('admin.registrations.details.noActivities')}
              </Row>
              {r.activityResponses.length ? (
                <Row label={t('admin.registrations.details.responses')}>
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
              {r.notes ? <Row label={t('admin.registrations.details.notes')}>{r.notes}</Row> : null}
              <Row label={t('admin.registrations.field.registered')}>{dateTime(r.createdAt, timeZone)}</Row>
            </dl>
            <AdminNoteEditor key={r.id} registration={r} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
