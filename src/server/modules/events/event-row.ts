import type { events } from '../../db/schema';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
