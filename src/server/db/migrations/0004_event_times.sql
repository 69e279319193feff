-- Events get a start and an optional end instant instead of a date and a free-text time. The text is read at
-- start-up with the site's zone (src/server/db/event-times-migration.ts); until then legacy_time holds it, or ''
-- for a row that had none, so every existing row is converted exactly once.
ALTER TABLE "events" RENAME COLUMN "date" TO "starts_at";--> statement-breakpoint
ALTER TABLE "events" RENAME COLUMN "time" TO "legacy_time";--> statement-breakpoint
UPDATE "events" SET "legacy_time" = coalesce("legacy_time", '');--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_known" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancellation_message" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;
