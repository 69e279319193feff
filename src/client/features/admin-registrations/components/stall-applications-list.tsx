import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import { EmptyState } from '@client/components/admin/empty-state';
import { IconAction } from '@client/components/admin/icon-action';
import { useAdminDates } from '@client/components/admin/use-admin-dates';
import { useAdminEvents } from '@client/components/admin/use-admin-events';
import { LoadingPlaceholders } from '@client/components/loading-status';
import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
import {
  type AdminStallApplication,
  STALL_DECISIONS,
  type StallDecision,
} from '@shared/schemas/stall-applications-admin';
import { STALL_APPLICATION_STATUSES, type StallApplicationStatus } from '@shared/schemas/stalls';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteStallApplication } from '../api/delete-stall-application';
import { useStallApplications } from '../api/get-stall-applications';
import { ExportCsvButton } from './export-csv-button';
import { DECISION_LABELS, StallDecisionDialog } from './stall-decision-dialog';

const STATUS_LABELS: Record<StallApplicationStatus, MessageKey> = {
  pending: 'admin.stalls.status.pending',
  approved: 'admin.stalls.status.approved',
  waitlisted: 'admin.stalls.status.waitlisted',
  declined: 'admin.stalls.status.declined',
};
/** The empty list's words when the filter shows one status. */
const EMPTY_TEXTS: Record<StallApplicationStatus, MessageKey> = {
  pending: 'admin.stalls.empty.pending',
  approved: 'admin.stalls.empty.approved',
  waitlisted: 'admin.stalls.empty.waitlisted',
  declined: 'admin.stalls.empty.declined',
};
const STATUS_BADGES: Record<StallApplicationStatus, BadgeVariant> = {
  pending: 'secondary',
  approved: 'success',
  waitlisted: 'outline',
  declined: 'destructive',
};

type Filter = StallApplicationStatus | 'all';

type StallApplicationsListProps = {
  /** One event's applications; without it, every event's, each naming its event. */
  eventId?: string | undefined;
  timeZone: string;
};

export function StallApplicationsList({ eventId, timeZone }: StallApplicationsListProps) {
  const t = useT();
  const { dateTime } = useAdminDates();
  const applications = useStallApplications(eventId);
  const events = useAdminEvents();
  const eventTitle = (id: string) => events.data?.find((event) => event.id === id)?.title ?? '';
  const remove = useDeleteStallApplication();
  const [toDelete, setToDelete] = useState<AdminStallApplication | null>(null);
  const [filter, setFilter] = useState<Filter>('all');
  const [deciding, setDeciding] = useState<{ application: AdminStallApplication; decision: StallDecision }>();

  if (applications.isPending) {
    return (
      <LoadingPlaceholders
        label={t('admin.stalls.loading')}
        className="flex flex-col gap-3"
        count={2}
        placeholderClassName="h-40"
      />
    );
  }
  const all = applications.data ?? [];
  const counts = Object.fromEntries(
    STALL_APPLICATION_STATUSES.map((status) => [status, all.filter((a) => a.status === status).length]),
  ) as Record<StallApplicationStatus, number>;
  const list = filter === 'all' ? all : all.filter((a) => a.status === filter);
  const filters: { value: Filter; label: string; count: number }[] = [
    { value: 'all', label: t('admin.stalls.filter.all'), count: all.length },
    ...STALL_APPLICATION_STATUSES.map((status) => ({
      value: status,
      label: t(STATUS_LABELS[status]),
      count: counts[status],
    })),
  ];
  return (
    <>
      <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{t('admin.stalls.filter.legend')}</legend>
          {filters.map((f) => (
            <Button
              key={f.value}
              size="sm"
              variant={filter === f.value ? 'default' : 'outline'}
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
            >
              {`${f.label} (${f.count})`}
            </Button>
          ))}
        </fieldset>
        {eventId ? <ExportCsvButton eventId={eventId} what="stall applications" /> : null}
      </div>
      {list.length === 0 ? (
        <EmptyState>
          {filter === 'all'
            ? t(eventId ? 'admin.stalls.emptyForEvent' : 'admin.stalls.empty')
            : t(EMPTY_TEXTS[filter])}
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {list.map((a) => (
            <li key={a.id}>
              <Card className="h-full">
                <CardHeader layout="row">
                  <div className="flex flex-col gap-1">
                    <CardTitle as="h3" size="sm">
                      {a.businessName}
                    </CardTitle>
                    <span className="flex flex-wrap gap-1">
                      <Badge variant={STATUS_BADGES[a.status]}>{t(STATUS_LABELS[a.status])}</Badge>
                      {a.listPublicly ? (
                        <Badge variant="outline">{t('admin.stalls.mayBeListed')}</Badge>
                      ) : null}
                    </span>
                  </div>
                  <IconAction
                    name={t('admin.stalls.deleteName', { name: a.businessName })}
                    tip={t('admin.stalls.deleteTip')}
                    icon={Trash2}
                    variant="ghost-destructive"
                    onClick={() => setToDelete(a)}
                  />
                </CardHeader>
                <CardContent>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    {eventId ? null : (
                      <>
                        <dt className="text-muted-foreground">{t('admin.stalls.field.event')}</dt>
                        <dd>{eventTitle(a.eventId)}</dd>
                      </>
                    )}
                    <dt className="text-muted-foreground">{t('admin.stalls.field.contact')}</dt>
                    <dd>{a.contactPerson}</dd>
                    <dt className="text-muted-foreground">{t('admin.stalls.field.email')}</dt>
                    <dd className="break-all">{a.email}</dd>
                    <dt className="text-muted-foreground">{t('admin.stalls.field.phone')}</dt>
                    <dd>{a.phone}</dd>
                    <dt className="text-muted-foreground">{t('admin.stalls.field.businessType')}</dt>
                    <dd>{a.businessType}</dd>
                    <dt className="text-muted-foreground">{t('admin.stalls.field.products')}</dt>
                    <dd className="whitespace-pre-line">{a.productsServices}</dd>
                    {a.specialRequirements ? (
                      <>
                        <dt className="text-muted-foreground">{t('admin.stalls.field.requirements')}</dt>
                        <dd className="whitespace-pre-line">{a.specialRequirements}</dd>
                      </>
                    ) : null}
                    <dt className="text-muted-foreground">{t('admin.stalls.field.appliedOn')}</dt>
                    <dd>{dateTime(a.createdAt, timeZone)}</dd>
                  </dl>
                  <div className="mt-3 flex flex-wrap gap-2">
                    {STALL_DECISIONS.filter((d) => d !== a.status).map((decision) => (
                      <Button
                        key={decision}
                        size="sm"
                        variant={decision === 'approved' ? 'default' : 'outline'}
                        aria-label={t(DECISION_LABELS[decision].actionName, { name: a.businessName })}
                        onClick={() => setDeciding({ application: a, decision })}
                      >
                        {t(DECISION_LABELS[decision].action)}
                      </Button>
                    ))}
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <StallDecisionDialog
        application={deciding?.application ?? null}
        decision={deciding?.decision ?? 'approved'}
        onClose={() => setDeciding(undefined)}
      />
      <DeleteConfirmDialog
        target={toDelete}
        onClose={() => setToDelete(null)}
        title={t('admin.stalls.delete.title')}
        description={toDelete ? t('admin.stalls.delete.text', { name: toDelete.businessName }) : ''}
        remove={(application) => remove.mutateAsync({ id: application.id, eventId: application.eventId })}
        pending={remove.isPending}
        confirmLabel={t('admin.stalls.delete.confirm')}
        deleted={(application) => ({
          title: t('admin.stalls.delete.done'),
          description: t('admin.stalls.delete.doneText', { name: application.businessName }),
        })}
        failed={{ title: t('admin.stalls.error'), description: t('admin.stalls.delete.failedText') }}
      />
    </>
  );
}
