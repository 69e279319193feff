DROP INDEX "registrations_event_name_idx";--> statement-breakpoint
DROP INDEX "registrations_event_people_idx";--> statement-breakpoint
CREATE INDEX "registrations_event_name_idx" ON "registrations" USING btree ("event_id",lower("full_name"),"full_name","id");--> statement-breakpoint
CREATE INDEX "registrations_event_people_idx" ON "registrations" USING btree ("event_id","guest_count","created_at","id");