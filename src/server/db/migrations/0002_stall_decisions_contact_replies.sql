ALTER TABLE "contact_messages" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_by" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "stall_capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "stall_waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stall_applications" ADD COLUMN "list_publicly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stall_applications" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "stall_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
-- Applications sent twice before the unique index existed: the first keeps its business name, each later copy gets
-- " (duplicate n)" appended, so nothing is lost and the admin can still read or delete the copies.
UPDATE "stall_applications" AS s
SET "business_name" = s."business_name" || ' (duplicate ' || d.n || ')'
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "event_id", lower("email"), lower("business_name") ORDER BY "created_at", "id"
  ) - 1 AS n
  FROM "stall_applications"
) AS d
WHERE s."id" = d."id" AND d.n > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "stall_applications_event_email_business_unique" ON "stall_applications" USING btree ("event_id",lower("email"),lower("business_name"));