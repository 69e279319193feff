import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useT } from '@client/lib/i18n/i18n-context';
import { COPIED_STATE_MS } from '@shared/constants';
import type { DownloadLink } from '@shared/schemas/download-links';
import { Check, Copy, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';

type DownloadLinkRowProps = { link: DownloadLink; expires: string; revoking: boolean; onRevoke: () => void };

export function DownloadLinkRow({ link, expires, revoking, onRevoke }: DownloadLinkRowProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_STATE_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
      toast({
        title: t('admin.registrations.links.copied'),
        description: t('admin.registrations.links.copiedText'),
      });
    } catch {
      toast({
        title: t('admin.registrations.links.copyFailed'),
        description: t('admin.registrations.links.copyFailedText'),
        variant: 'destructive',
      });
    }
  };

  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <code className="block truncate text-xs" title={link.url}>
          {link.url}
        </code>
        <p className="text-muted-foreground text-xs">
          {t('admin.registrations.links.expires', { date: expires })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {t(copied ? 'admin.registrations.links.copiedButton' : 'admin.registrations.links.copy')}
        </Button>
        <Button variant="outline-destructive" size="sm" onClick={onRevoke} disabled={revoking}>
          <Trash2 aria-hidden="true" />
          {t('admin.registrations.links.revoke')}
        </Button>
      </div>
    </li>
  );
}
