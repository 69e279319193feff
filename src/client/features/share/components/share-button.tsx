import { Button, type ButtonProps } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { Share2 } from 'lucide-react';
import { shareLink } from '../share-link';

type ShareButtonProps = Omit<ButtonProps, 'onClick'> & { title: string; text?: string; url: string };

export function ShareButton({ title, text, url, ...buttonProps }: ShareButtonProps) {
  const onClick = async () => {
    const outcome = await shareLink({ title, text, url });
    if (outcome === 'copied') toast({ title: 'Link copied!', description: 'Event link copied to clipboard' });
    else if (outcome === 'failed') {
      toast({
        title: 'Unable to share',
        description: 'Please copy the URL manually',
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="outline" onClick={onClick} {...buttonProps}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
