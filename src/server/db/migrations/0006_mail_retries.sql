ALTER TABLE "outbound_emails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "claimed_by" text;--> statement-breakpoint
CREATE INDEX "outbound_emails_due_idx" ON "outbound_emails" USING btree ("next_attempt_at") WHERE "outbound_emails"."status" = 'pending';--> statement-breakpoint
-- A pending mail already tried was being sent by a process that stopped: the next start-up picks it up.
UPDATE "outbound_emails" SET "claimed_by" = 'stopped' WHERE "status" = 'pending' AND "attempts" > 0;
