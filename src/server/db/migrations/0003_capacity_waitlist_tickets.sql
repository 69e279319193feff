DROP INDEX "registrations_event_email_unique";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "confirmed_people" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "waitlist_order" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "ticket_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_ticket_code_unique" ON "registrations" USING btree ("ticket_code");--> statement-breakpoint
CREATE INDEX "registrations_event_waitlist_idx" ON "registrations" USING btree ("event_id","waitlist_order") WHERE "registrations"."status" = 'waitlisted';--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_email_unique" ON "registrations" USING btree ("event_id",lower("email")) WHERE "registrations"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('confirmed', 'waitlisted', 'cancelled'));--> statement-breakpoint
UPDATE "events" SET "confirmed_people" = (SELECT coalesce(sum("guest_count"), 0)::int FROM "registrations" r WHERE r."event_id" = "events"."id" AND r."status" = 'confirmed');
