CREATE TABLE "event_message_opt_outs" (
	"event_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_message_opt_outs_event_id_email_pk" PRIMARY KEY("event_id","email")
);
--> statement-breakpoint
CREATE TABLE "event_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"sent_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminder_hours_before" integer DEFAULT 24;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "event_message_id" uuid;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_message_opt_outs" ADD CONSTRAINT "event_message_opt_outs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_messages_event_created_idx" ON "event_messages" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD CONSTRAINT "outbound_emails_event_message_id_event_messages_id_fk" FOREIGN KEY ("event_message_id") REFERENCES "public"."event_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_emails_dedupe_key_unique" ON "outbound_emails" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbound_emails_event_message_idx" ON "outbound_emails" USING btree ("event_message_id") WHERE "outbound_emails"."event_message_id" is not null;