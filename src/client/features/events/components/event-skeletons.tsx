import { LoadingStatus } from '@client/components/loading-status';
import { Skeleton } from '@client/components/ui/skeleton';
import { useT } from '@client/lib/i18n/i18n-context';
import { SKELETONS_EVENTS } from '@shared/constants';

/** Three placeholders while events load. */
export function EventCardSkeletons() {
  const t = useT();
  return (
    <LoadingStatus label={t('events.loading')} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: SKELETONS_EVENTS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="space-y-3 rounded-xl border border-border bg-card p-6">
          <Skeleton rounded="full" className="h-5 w-28" />
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-9 w-32" />
        </div>
      ))}
    </LoadingStatus>
  );
}

/** The event page's shape while it loads. */
export function EventDetailSkeleton() {
  const t = useT();
  return (
    <LoadingStatus label={t('event.loading')} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="mt-4 h-5 w-1/3" />
      <Skeleton rounded="2xl" className="mt-8 aspect-[16/7] w-full" />
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Skeleton className="h-6 w-1/4" />
          <Skeleton className="h-24 w-full" />
          <Skeleton rounded="2xl" className="h-40 w-full" />
        </div>
        <div className="space-y-4">
          <Skeleton rounded="xl" className="h-56 w-full" />
          <Skeleton rounded="xl" className="h-80 w-full" />
        </div>
      </div>
    </LoadingStatus>
  );
}
