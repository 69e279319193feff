import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
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
      <div
        className="flex flex-col gap-3"
        role="status"
        aria-busy="true"
        aria-label="Loading stall applications"
      >
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  const list = applications.data ?? [];
  return (
    <>
      {list.length === 0 ? (
        <p className="rounded-lg border border-border border-dashed p-8 text-center text-muted-foreground">
          No stall applications yet for this event.
        </p>
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
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Stall Application?"
        description={
          toDelete ? `The application of ${toDelete.businessName} will be permanently deleted.` : ''
        }
        pending={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(
            { id: toDelete.id, eventId },
            {
              onSuccess: () => {
                toast({
                  title: 'Application Deleted',
                  description: `${toDelete.businessName} has been removed.`,
                });
                setToDelete(null);
              },
              onError: () =>
                toast({
                  title: 'Error',
                  description: 'Failed to delete stall application.',
                  variant: 'destructive',
                }),
            },
          )
        }
      />
    </>
  );
}
