import type { ScheduleItem } from '@shared/schemas/events';
import type { HeadingLevel } from './heading-level';

export function EventSchedule({
  schedule,
  level: Heading = 'h2',
}: {
  schedule: ScheduleItem[];
  level?: HeadingLevel;
}) {
  if (schedule.length === 0) return null;
  return (
    <section aria-labelledby="schedule-heading" className="render-when-visible">
      <Heading id="schedule-heading" className="font-bold text-2xl text-primary">
        Schedule
      </Heading>
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
    </section>
  );
}
