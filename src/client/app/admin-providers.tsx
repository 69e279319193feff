import { TooltipProvider } from '@client/components/ui/tooltip';
import type { ReactNode } from 'react';
import { AdminLanguageProvider } from '../lib/i18n/admin-language';

/**
 * Providers only the pages rendered in the browser use, loaded with them rather than with every public page. The
 * admin's screens speak the organiser's language; a public one (the unsubscribe page) keeps its page's.
 */
export default function AdminProviders({ admin, children }: { admin: boolean; children: ReactNode }) {
  const content = <TooltipProvider>{children}</TooltipProvider>;
  return admin ? <AdminLanguageProvider>{content}</AdminLanguageProvider> : content;
}
