import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import { EmptyState } from '@client/components/admin/empty-state';
import { LoadingStatus } from '@client/components/admin/query-states';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatDateTime } from '@shared/dates';
import type { AdminStallApplication } from '@shared/schemas/stall-applications-admin';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteStallApplication } from '../api/delete-stall-application';
import { useStallApplications } from '../api/get-stall-applications';

type StallApplicationsListProps = { eventId: string; timeZone: string };

export function StallApplicationsList({ eventId, timeZone }: StallApplicationsListProps) {
  const applications = useStallApplications(eventId);
  const remove = useDeleteStallApplication();
  const [toDelete, setToDelete] = useState<AdminStallApplication | null>(null);

  if (applications.isPending) {
    return (
      <LoadingStatus label="Loading stall applications" className="flex flex-col gap-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </LoadingStatus>
    );
  }
  const list = applications.data ?? [];
  return (
    <>
      {list.length === 0 ? (
        <EmptyState>No stall applications yet for this event.</EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {list.map((a) => (
            <li key={a.id}>
              <Card className="h-full">
                <CardHeader layout="row">
                  <CardTitle as="h3" size="sm">
                    {a.businessName}
                  </CardTitle>
                  <Button
                    variant="ghost-destructive"
                    size="icon"
                    aria-label={`Delete stall application ${a.businessName}`}
                    onClick={() => setToDelete(a)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </CardHeader>
                <CardContent>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
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
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <DeleteConfirmDialog
        target={toDelete}
        onClose={() => setToDelete(null)}
        title="Delete Stall Application?"
        description={
          toDelete ? `The application of ${toDelete.businessName} will be permanently deleted.` : ''
        }
        remove={(application) => remove.mutateAsync({ id: application.id, eventId })}
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
