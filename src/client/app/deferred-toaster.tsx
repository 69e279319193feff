import { useToast } from '@client/components/ui/use-toast';
import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('@client/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Radix toaster the first time something calls `toast()`: most visits never show one, and the
 * toaster's code would otherwise take a good share of the public pages' JavaScript budget.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
