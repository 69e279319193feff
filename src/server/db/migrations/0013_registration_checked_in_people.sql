ALTER TABLE "registrations" ADD COLUMN "checked_in_people" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Parties already checked in keep their count.
UPDATE "registrations" r SET "checked_in_people" = live.people
FROM (
  SELECT "registration_id", sum("people")::int AS people FROM "check_ins"
  WHERE "undone_at" IS NULL GROUP BY "registration_id"
) live
WHERE live."registration_id" = r."id";
