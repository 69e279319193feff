DROP INDEX "registrations_event_idx";--> statement-breakpoint
CREATE INDEX "registrations_event_created_idx" ON "registrations" USING btree ("event_id","created_at","id");