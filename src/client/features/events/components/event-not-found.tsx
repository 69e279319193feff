import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import { ArrowLeft, CalendarX } from 'lucide-react';
import { useLocation } from 'wouter';

/** The event is missing or failed to load. */
export function EventNotFound() {
  const [, navigate] = useLocation();
  const t = useT();
  const goBack = () => {
    // Back to where the visitor came from on this site; a direct visit has nothing to go back to.
    if (window.history.length > 1 && document.referrer.startsWith(window.location.origin))
      window.history.back();
    else navigate('/events');
  };
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <CalendarX className="size-14 text-saffron" aria-hidden="true" />
      <h1 className="mt-4 font-bold text-3xl text-primary">{t('event.notFound.title')}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('event.notFound.text')}</p>
      <Button className="mt-8" onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        {t('event.notFound.back')}
      </Button>
    </div>
  );
}
