import { UnsubscribeCard } from '@client/features/unsubscribe/components/unsubscribe-card';
import { useT } from '@client/lib/i18n/i18n-context';
import { usePageHead } from '../../app/head';

/** /unsubscribe?e=…&a=…&s=…: the confirmation page of a message mail's unsubscribe link. */
export function UnsubscribePage() {
  const t = useT();
  usePageHead({ title: t('head.unsubscribe'), noindex: true });
  const query = typeof window === 'undefined' ? '' : window.location.search.replace(/^\?/, '');
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-16">
      <h1 className="font-bold text-3xl text-primary">{t('head.unsubscribe')}</h1>
      <UnsubscribeCard query={query} />
    </div>
  );
}
