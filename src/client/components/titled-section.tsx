import type { ReactNode } from 'react';

/** Sections render under an h1 (event page) or under a section's h2 (featured event on the events list). */
export type HeadingLevel = 'h2' | 'h3';

/** A section of an event's page (highlights, schedule, photos...): its title, then its content. */
export function TitledSection({
  id,
  title,
  level: Heading = 'h2',
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  level?: HeadingLevel;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="render-when-visible">
      <Heading id={id} className="font-bold text-2xl text-primary">
        {title}
      </Heading>
      {children}
    </section>
  );
}
