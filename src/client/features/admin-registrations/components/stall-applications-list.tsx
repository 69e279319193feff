import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import { EmptyState } from '@client/components/admin/empty-state';
import { IconAction } from '@client/components/admin/icon-action';
import { useAdminEvents } from '@client/components/admin/use-admin-events';
import { LoadingPlaceholders } from '@client/components/loading-status';
import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatDateTime } from '@shared/dates';
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

const STATUS_LABELS: Record<StallApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  waitlisted: 'Waitlisted',
  declined: 'Declined',
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
        label="Loading stall applications"
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
    { value: 'all', label: 'All', count: all.length },
    ...STALL_APPLICATION_STATUSES.map((status) => ({
      value: status,
      label: STATUS_LABELS[status],
      count: counts[status],
    })),
  ];
  return (
    <>
      <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">Show stall applications by status</legend>
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
            ? `No stall applications yet${eventId ? ' for this event' : ''}.`
            : `No ${STATUS_LABELS[filter].toLowerCase()} stall applications.`}
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
                      <Badge variant={STATUS_BADGES[a.status]}>{STATUS_LABELS[a.status]}</Badge>
                      {a.listPublicly ? <Badge variant="outline">May be listed</Badge> : null}
                    </span>
                  </div>
                  <IconAction
                    name={`Delete stall application ${a.businessName}`}
                    tip="Delete application"
                    icon={Trash2}
                    variant="ghost-destructive"
                    onClick={() => setToDelete(a)}
                  />
                </CardHeader>
                <CardContent>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    {eventId ? null : (
                      <>
                        <dt className="text-muted-foreground">Event</dt>
                        <dd>{eventTitle(a.eventId)}</dd>
                      </>
                    )}
                    <dt className="text-muted-foreground">Contact</dt>
                    <dd>{a.contactPerson}</dd>
                    <dt className="text-muted-foreground">Email</dt>
                    <dd className="break-all">{a.email}</dd>
                    <dt className="text-muted-foreground">Phone</dt>
                    <dd>{a.phone}</dd>
                    <dt className="text-muted-foreground">Business type</dt>
                    <dd>{a.businessType}</dd>
                    <dt className="text-muted-foreground">Products/services</dt>
                    <dd className="whitespace-pre-line">{a.productsServices}</dd>
                    {a.specialRequirements ? (
                      <>
                        <dt className="text-muted-foreground">Special requirements</dt>
                        <dd className="whitespace-pre-line">{a.specialRequirements}</dd>
                      </>
                    ) : null}
                    <dt className="text-muted-foreground">Applied on</dt>
                    <dd>{formatDateTime(a.createdAt, timeZone)}</dd>
                  </dl>
                  <div className="mt-3 flex flex-wrap gap-2">
                    {STALL_DECISIONS.filter((d) => d !== a.status).map((decision) => (
                      <Button
                        key={decision}
                        size="sm"
                        variant={decision === 'approved' ? 'default' : 'outline'}
                        aria-label={`${DECISION_LABELS[decision].action} ${a.businessName}`}
                        onClick={() => setDeciding({ application: a, decision })}
                      >
                        {DECISION_LABELS[decision].action}
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
        title="Delete Stall Application?"
        description={
          toDelete ? `The application of ${toDelete.businessName} will be permanently deleted.` : ''
        }
        remove={(application) => remove.mutateAsync({ id: application.id, eventId: application.eventId })}
        pending={remove.isPending}
        deleted={(application) => ({
          title: 'Application Deleted',
          description: `${application.businessName} has been removed.`,
        })}
        failed={{ title: 'Error', description: 'Failed to delete stall application.' }}
      />
    </>
  );
}
