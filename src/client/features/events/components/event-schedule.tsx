import { type HeadingLevel, TitledSection } from '@client/components/titled-section';
import { useT } from '@client/lib/i18n/i18n-context';
import type { ScheduleItem } from '@shared/schemas/events';

export function EventSchedule({
  schedule,
  level = 'h2',
}: {
  schedule: ScheduleItem[];
  level?: HeadingLevel;
}) {
  const t = useT();
  if (schedule.length === 0) return null;
  return (
    <TitledSection id="schedule-heading" title={t('event.schedule')} level={level}>
      <ol className="mt-4 space-y-3 border-accent/70 border-l-2 pl-5">
        {schedule.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: schedule rows may repeat a time; order is their identity
          <li key={i} className="relative">
            <span
              className="absolute top-2 -left-[27px] size-3 rounded-full border-2 border-background bg-saffron"
              aria-hidden="true"
            />
            <p className="font-semibold text-primary text-sm">{item.time}</p>
            <p className="font-medium">{item.activity}</p>
            {item.description ? <p className="text-muted-foreground text-sm">{item.description}</p> : null}
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
