import { useMailStatus } from '@client/components/admin/use-mail-status';
import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import { useEffect, useState } from 'react';
import { useFailedMail } from '../../features/admin-mail/api/get-failed-mail';
import { FailedMailNotice } from '../../features/admin-mail/components/failed-mail-notice';
import { MailStatusNotice } from '../../features/admin-mail/components/mail-status-notice';
import { useSiteConfig } from '../../features/site/api/get-site-config';
import { PublicUrlNotice } from '../../features/site/components/public-url-notice';

/** The address of the notice's details, opened: where the overview's count of failed mails leads. */
export const SETUP_DETAILS_HASH = '#setup-details';
const detailsAsked = () => typeof window !== 'undefined' && window.location.hash === SETUP_DETAILS_HASH;

/**
 * The set-up warnings (mail that does not leave, its sender, PUBLIC_URL, mails that failed or were held) as one
 * short line at the top of the dashboard; its details open below it.
 */
export function SetupNotice() {
  const mail = useMailStatus().data;
  const failed = useFailedMail().data ?? [];
  const site = useSiteConfig().data;
  const { t, intl } = usePageLanguage();
  const [open, setOpen] = useState(detailsAsked);
  useEffect(() => {
    const follow = () => {
      if (detailsAsked()) setOpen(true);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const problems = [
    mail?.delivery === 'outbox' ? t('admin.page.setup.outbox') : null,
    mail?.fromProblem ? t('admin.page.setup.noSender') : null,
    site && !site.publicUrl ? t('admin.page.setup.noPublicUrl') : null,
    failed.some((m) => m.status === 'failed') ? t('admin.page.setup.failed') : null,
    failed.some((m) => m.status === 'held') ? t('admin.page.setup.held') : null,
  ].filter((problem): problem is string => problem !== null);
  if (problems.length === 0) return null;
  const text = t('admin.page.setup.problems', { problems: problems.join('; ') });
  return (
    <details
      id={SETUP_DETAILS_HASH.slice(1)}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm"
      data-testid="setup-notice"
    >
      <summary className="cursor-pointer">
        <span className="font-medium">{t('admin.page.setup.title')}</span>{' '}
        {text.charAt(0).toLocaleUpperCase(intl)}
        {text.slice(1)} <span className="underline">{t('admin.page.setup.showDetails')}</span>
      </summary>
      <div className="mt-3 flex flex-col [&>*:last-child]:mb-0">
        <MailStatusNotice />
        <PublicUrlNotice />
        <FailedMailNotice />
      </div>
    </details>
  );
}
