import { ButtonLink } from '@client/components/button-link';
import { useT } from '@client/lib/i18n/i18n-context';
import { Home } from 'lucide-react';
import { usePageHead } from '../../app/head';
import { notFoundHead } from '../../app/page-heads';

export function NotFoundPage() {
  const t = useT();
  usePageHead(notFoundHead(t));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-bold font-display text-7xl text-[#b45309]" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-bold text-3xl text-primary">{t('notFound.title')}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('notFound.text')}</p>
      <ButtonLink href="/" icon={Home} className="mt-8">
        {t('notFound.home')}
      </ButtonLink>
    </div>
  );
}
