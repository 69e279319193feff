import { Button, type ButtonProps } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useT } from '@client/lib/i18n/i18n-context';
import { Share2 } from 'lucide-react';
import { shareLink } from '../share-link';

type ShareButtonProps = Omit<ButtonProps, 'onClick'> & { title: string; text?: string; url: string };

export function ShareButton({ title, text, url, ...buttonProps }: ShareButtonProps) {
  const t = useT();
  const onClick = async () => {
    const outcome = await shareLink({ title, text, url });
    if (outcome === 'copied') toast({ title: t('share.copied'), description: t('share.copiedText') });
    else if (outcome === 'failed') {
      toast({
        title: t('share.failed'),
        description: t('share.failedText'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="outline" onClick={onClick} {...buttonProps}>
      <Share2 aria-hidden="true" />
      {t('share.button')}
    </Button>
  );
}
