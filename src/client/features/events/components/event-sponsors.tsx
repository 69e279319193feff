import type { Sponsor } from '@shared/schemas/events';
import { Heart } from 'lucide-react';
import type { HeadingLevel } from './heading-level';

export function EventSponsors({
  sponsors,
  level: Heading = 'h2',
}: {
  sponsors: Sponsor[];
  level?: HeadingLevel;
}) {
  if (sponsors.length === 0) return null;
  return (
    <section aria-labelledby="sponsors-heading" className="render-when-visible">
      <Heading id="sponsors-heading" className="font-bold text-2xl text-primary">
        Our Sponsors
      </Heading>
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
    </section>
  );
}
