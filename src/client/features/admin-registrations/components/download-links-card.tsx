import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { formatDateTime } from '@shared/dates';
import type { DownloadLink } from '@shared/schemas/download-links';
import { Link2, Plus } from 'lucide-react';
import { useCreateDownloadLink } from '../api/create-download-link';
import { useDownloadLinks } from '../api/get-download-links';
import { useRevokeDownloadLink } from '../api/revoke-download-link';
import { DownloadLinkRow } from './download-link-row';

type DownloadLinksCardProps = { eventId: string; timeZone: string };

/** Shareable links to the event's registrations CSV: create, copy, revoke. */
export function DownloadLinksCard({ eventId, timeZone }: DownloadLinksCardProps) {
  const links = useDownloadLinks(eventId);
  const create = useCreateDownloadLink();
  const revoke = useRevokeDownloadLink();
  const active = (links.data ?? []).filter((l) => l.isActive);

  const onCreate = () =>
    create.mutate(eventId, {
      onSuccess: () =>
        toast({ title: 'Link Generated', description: 'A shareable download link has been created.' }),
      onError: () =>
        toast({
          title: 'Failed to Generate Link',
          description: 'Could not create shareable link. Please try again.',
          variant: 'destructive',
        }),
    });
  const onRevoke = (link: DownloadLink) =>
    revoke.mutate(
      { id: link.id, eventId },
      {
        onSuccess: () => toast({ title: 'Link Revoked', description: 'The link no longer works.' }),
        onError: () =>
          toast({
            title: 'Failed to Revoke Link',
            description: 'Could not revoke the link. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card>
      <CardHeader layout="split">
        <div className="flex flex-col gap-1">
          <CardTitle as="h3" size="sm" className="flex items-center gap-2">
            <Link2 className="size-5" aria-hidden="true" />
            Shareable Download Links
          </CardTitle>
          <CardDescription>
            Anyone with an active link can download this event's registrations as CSV.
          </CardDescription>
        </div>
        <Button size="sm" onClick={onCreate} disabled={create.isPending}>
          <Plus aria-hidden="true" />
          {create.isPending ? 'Generating...' : 'Generate Link'}
        </Button>
      </CardHeader>
      <CardContent>
        {links.isPending ? (
          <Skeleton className="h-12" />
        ) : active.length ? (
          <ul className="flex flex-col gap-2">
            {active.map((link) => (
              <DownloadLinkRow
                key={link.id}
                link={link}
                expires={formatDateTime(link.expiresAt, timeZone)}
                revoking={revoke.isPending && revoke.variables?.id === link.id}
                onRevoke={() => onRevoke(link)}
              />
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">No active links.</p>
        )}
      </CardContent>
    </Card>
  );
}
