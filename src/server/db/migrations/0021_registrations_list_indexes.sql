CREATE INDEX "registrations_event_name_idx" ON "registrations" USING btree ("event_id",lower("full_name"));--> statement-breakpoint
CREATE INDEX "registrations_event_people_idx" ON "registrations" USING btree ("event_id","guest_count","created_at");--> statement-breakpoint
CREATE INDEX "registrations_created_idx" ON "registrations" USING btree ("created_at");