ALTER TABLE "events" ADD COLUMN "approved_stalls" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing events start with the approved applications they already have.
UPDATE "events" SET "approved_stalls" = (SELECT count(*) FROM "stall_applications" WHERE "stall_applications"."event_id" = "events"."id" AND "stall_applications"."status" = 'approved');
