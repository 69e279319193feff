import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { useT } from '@client/lib/i18n/i18n-context';
import { whenNearScreen } from '@client/lib/when-near-screen';
import { QR_WIDTH_PX } from '@shared/constants';
import { SOURCE_TAGS, withSourceTag } from '@shared/source-tags';
import { Download } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { makeQrDataUrl } from '../make-qr-data-url';

type EventQrCodeProps = {
  /** The site address (PUBLIC_URL or the page's origin). */
  origin: string;
  /** The event's slug (or id): the QR code encodes {origin}/events/{identifier}?src=qr. */
  identifier: string;
  title: string;
};

/**
 * The QR-code component: 300 px, margin 2, black on white, downloadable as event-{identifier}-qrcode.png. It encodes
 * the event's address with the `qr` source tag.
 */
export function EventQrCode({ origin, identifier, title }: EventQrCodeProps) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const pending = useRef<Promise<string | null> | null>(null);
  // Tagged, so the report can tell the sign-ups that came by scanning it.
  const url = withSourceTag(`${origin}/events/${encodeURIComponent(identifier)}`, SOURCE_TAGS.qr);

  const generate = useCallback(() => {
    pending.current ??= makeQrDataUrl(url)
      .then((result) => {
        setDataUrl(result);
        return result;
      })
      .catch(() => {
        setFailed(true);
        toast({ title: t('contact.error.title'), description: t('qr.failed'), variant: 'destructive' });
        return null;
      });
    return pending.current;
  }, [url, t]);

  // Drawn when the card comes near the screen (below the fold on a phone), not while the page is loading.
  useEffect(() => {
    pending.current = null;
    setDataUrl(null);
    if (!origin || !container.current) return;
    return whenNearScreen(container.current, '200px', () => void generate());
  }, [origin, generate]);

  const download = async () => {
    const image = dataUrl ?? (await generate());
    if (!image) return;
    const link = document.createElement('a');
    link.href = image;
    link.download = `event-${identifier}-qrcode.png`;
    document.body.append(link);
    link.click();
    link.remove();
    toast({ title: t('qr.downloaded'), description: t('qr.downloadedText') });
  };

  return (
    <div ref={container} className="flex flex-col items-center gap-4">
      {dataUrl ? (
        <img
          src={dataUrl}
          alt={t('qr.alt', { event: title })}
          width={QR_WIDTH_PX}
          height={QR_WIDTH_PX}
          className="h-auto w-full max-w-[300px] rounded-md border border-border bg-white"
        />
      ) : failed ? (
        <p className="text-muted-foreground text-sm">{t('qr.failed')}</p>
      ) : (
        <Skeleton className="aspect-square w-full max-w-[300px]" />
      )}
      <Button
        variant="outline"
        onClick={() => void download()}
        disabled={failed}
        className="w-full max-w-[300px]"
      >
        <Download aria-hidden="true" />
        {t('qr.download')}
      </Button>
    </div>
  );
}
