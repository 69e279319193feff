import { type HeadingLevel, TitledSection } from '@client/components/titled-section';
import { useT } from '@client/lib/i18n/i18n-context';
import type { Sponsor } from '@shared/schemas/events';
import { Heart } from 'lucide-react';

export function EventSponsors({ sponsors, level = 'h2' }: { sponsors: Sponsor[]; level?: HeadingLevel }) {
  const t = useT();
  if (sponsors.length === 0) return null;
  return (
    <TitledSection id="sponsors-heading" title={t('event.sponsors')} level={level}>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {sponsors.map((sponsor, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sponsor names need not be unique
          <li key={i} className="rounded-xl border border-border bg-card p-4 shadow-sm">
            <p className="flex items-center gap-2 font-semibold">
              <Heart className="size-4 text-primary" aria-hidden="true" />
              {sponsor.name}
            </p>
            {sponsor.benefits ? (
              <p className="mt-1 text-muted-foreground text-sm">{sponsor.benefits}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
