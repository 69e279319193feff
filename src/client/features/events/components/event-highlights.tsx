import { TitledSection } from '@client/components/titled-section';
import { Badge } from '@client/components/ui/badge';
import { useT } from '@client/lib/i18n/i18n-context';
import { HIGHLIGHT_TILES } from '@shared/constants';
import { Baby, Flame, type LucideIcon, Music, Shirt, Sparkles, Utensils } from 'lucide-react';

const ICONS: [RegExp, LucideIcon][] = [
  [/food|dinner|snack|cuisine|eat/i, Utensils],
  [/music|dance|song|concert/i, Music],
  [/dress|attire|wear|costume/i, Shirt],
  [/kid|child|family/i, Baby],
  [/firework|sparkler|diya|lamp|light/i, Flame],
];

const iconFor = (highlight: string): LucideIcon => ICONS.find(([re]) => re.test(highlight))?.[1] ?? Sparkles;

/** The first four as tiles with icons, the fifth (and any after it) in a separate, wide tile. */
export function EventHighlightTiles({ highlights }: { highlights: string[] }) {
  const t = useT();
  if (highlights.length === 0) return null;
  const tiles = highlights.slice(0, HIGHLIGHT_TILES);
  const rest = highlights.slice(HIGHLIGHT_TILES);
  return (
    <TitledSection id="highlights-heading" title={t('event.highlights')} level="h3">
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((highlight) => {
          const Icon = iconFor(highlight);
          return (
            <li
              key={highlight}
              className="flex flex-col items-center gap-2 rounded-xl border border-border bg-card p-4 text-center shadow-sm"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="font-medium">{highlight}</span>
            </li>
          );
        })}
      </ul>
      {rest.map((highlight) => {
        const Icon = iconFor(highlight);
        return (
          <p
            key={highlight}
            className="mt-3 flex items-center justify-center gap-3 rounded-xl border border-accent/60 bg-gradient-to-r from-secondary to-[#fff4de] p-4 font-semibold text-secondary-foreground"
          >
            <Icon className="size-6" aria-hidden="true" />
            {highlight}
          </p>
        );
      })}
    </TitledSection>
  );
}

/** The event detail: highlights as badges. */
export function EventHighlightBadges({ highlights }: { highlights: string[] }) {
  const t = useT();
  if (highlights.length === 0) return null;
  return (
    <TitledSection id="highlights-heading" title={t('event.highlights')}>
      <ul className="mt-3 flex flex-wrap gap-2">
        {highlights.map((highlight) => {
          const Icon = iconFor(highlight);
          return (
            <li key={highlight}>
              <Badge variant="secondary" size="lg">
                <Icon className="size-4" aria-hidden="true" />
                {highlight}
              </Badge>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
