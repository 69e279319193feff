import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';

/** The frame of a report screen: back to the dashboard, its title, a Print button (hidden on paper). */
export function ReportLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="report-page min-h-dvh bg-background">
      <header className="border-border border-b bg-card print:border-0">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div className="min-w-0">
            <a href="/admin" className="text-primary text-sm underline print:hidden">
              {t('admin.reports.backToDashboard')}
            </a>
            <h1 className="break-words font-bold text-2xl sm:text-3xl">{title}</h1>
            {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
          </div>
          <Button variant="outline" onClick={() => window.print()} className="print:hidden">
            <Printer aria-hidden="true" />
            {t('admin.reports.print')}
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}
