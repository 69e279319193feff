import type { ReactNode } from 'react';

/** Sections render under an h1 (event page) or under a section's h2 (featured event on the events list). */
export type HeadingLevel = 'h2' | 'h3';

/** A section of a page (an event's highlights, schedule, photos...; a volunteer's shifts): its title, then its content. */
export function TitledSection({
  id,
  title,
  level: Heading = 'h2',
  className = 'render-when-visible',
  headingClassName = 'font-bold text-2xl text-primary',
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  level?: HeadingLevel;
  /** The section's layout; by default it renders once scrolled near. */
  className?: string;
  /** The title's look: by default a section's, smaller than a whole page's list headings. */
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
