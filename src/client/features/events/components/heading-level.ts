/** Sections render under an h1 (event page) or under a section's h2 (featured event on the events list). */
export type HeadingLevel = 'h2' | 'h3';
