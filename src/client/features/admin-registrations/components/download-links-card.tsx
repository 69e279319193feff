import { useAdminDates } from '@client/components/admin/use-admin-dates';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { useT } from '@client/lib/i18n/i18n-context';
import type { DownloadLink } from '@shared/schemas/download-links';
import { Link2, Plus } from 'lucide-react';
import { useCreateDownloadLink } from '../api/create-download-link';
import { useDownloadLinks } from '../api/get-download-links';
import { useRevokeDownloadLink } from '../api/revoke-download-link';
import { DownloadLinkRow } from './download-link-row';

type DownloadLinksCardProps = { eventId: string; timeZone: string };

/** Shareable links to the event's registrations CSV: create, copy, revoke. */
export function DownloadLinksCard({ eventId, timeZone }: DownloadLinksCardProps) {
  const t = useT();
  const { dateTime } = useAdminDates();
  const links = useDownloadLinks(eventId);
  const create = useCreateDownloadLink();
  const revoke = useRevokeDownloadLink();
  const active = (links.data ?? []).filter((l) => l.isActive);

  const onCreate = () =>
    create.mutate(eventId, {
      onSuccess: () =>
        toast({
          title: t('admin.registrations.links.generated'),
          description: t('admin.registrations.links.generatedText'),
        }),
      onError: () =>
        toast({
          title: t('admin.registrations.links.generateFailed'),
          description: t('admin.registrations.links.generateFailedText'),
          variant: 'destructive',
        }),
    });
  const onRevoke = (link: DownloadLink) =>
    revoke.mutate(
      { id: link.id, eventId },
      {
        onSuccess: () =>
          toast({
            title: t('admin.registrations.links.revoked'),
            description: t('admin.registrations.links.revokedText'),
          }),
        onError: () =>
          toast({
            title: t('admin.registrations.links.revokeFailed'),
            description: t('admin.registrations.links.revokeFailedText'),
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
            {t('admin.registrations.links.title')}
          </CardTitle>
          <CardDescription>{t('admin.registrations.links.description')}</CardDescription>
        </div>
        <Button size="sm" onClick={onCreate} disabled={create.isPending}>
          <Plus aria-hidden="true" />
          {t(
            create.isPending ? 'admin.registrations.links.generating' : 'admin.registrations.links.generate',
          )}
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
                expires={dateTime(link.expiresAt, timeZone)}
                revoking={revoke.isPending && revoke.variables?.id === link.id}
                onRevoke={() => onRevoke(link)}
              />
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">{t('admin.registrations.links.none')}</p>
        )}
      </CardContent>
    </Card>
  );
}
