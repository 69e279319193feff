import { TooltipProvider } from '@client/components/ui/tooltip';
import type { ReactNode } from 'react';

/** Providers only the admin uses, loaded with it rather than with every public page. */
export default function AdminProviders({ children }: { children: ReactNode }) {
  return <TooltipProvider>{children}</TooltipProvider>;
}
