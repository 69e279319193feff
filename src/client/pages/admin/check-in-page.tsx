import { AdminLanguageSwitcher } from '@client/components/admin/admin-language-switcher';
import { useT } from '@client/lib/i18n/i18n-context';
import { usePageHead } from '../../app/head';
import { AdminAuthGate } from '../../features/admin-auth/components/admin-auth-gate';
import { LogoutButton } from '../../features/admin-auth/components/logout-button';
import { CheckInScreen } from '../../features/check-in/components/check-in-screen';
import { useTimeZone } from '../../features/site/use-time-zone';

/** /admin/check-in: the door volunteers' screen, for a phone held in one hand (the only page with the camera). */
export default function CheckInPage() {
  const t = useT();
  usePageHead({ title: t('admin.checkIn.title'), noindex: true });
  const timeZone = useTimeZone();
  return (
    <AdminAuthGate>
      <div className="min-h-dvh bg-background">
        <header className="border-border border-b bg-card">
          <div className="mx-auto flex max-w-xl flex-wrap items-center justify-between gap-3 px-4 py-3">
            <h1 className="font-bold text-xl">{t('admin.checkIn.title')}</h1>
            <div className="flex items-center gap-2">
              <AdminLanguageSwitcher />
              <LogoutButton />
            </div>
          </div>
        </header>
        <main className="mx-auto max-w-xl px-4 py-4">
          <CheckInScreen timeZone={timeZone} />
        </main>
      </div>
    </AdminAuthGate>
  );
}
