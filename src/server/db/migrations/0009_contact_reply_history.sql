CREATE TABLE "contact_message_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"body" text NOT NULL,
	"replied_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_message_replies" ADD CONSTRAINT "contact_message_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_message_replies_message_idx" ON "contact_message_replies" USING btree ("message_id","created_at");--> statement-breakpoint
-- The one reply each message kept so far becomes the first of its history.
INSERT INTO "contact_message_replies" ("message_id", "body", "replied_by", "created_at") SELECT "id", "reply_text", "replied_by", "replied_at" FROM "contact_messages" WHERE "reply_text" IS NOT NULL AND "replied_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "reply_text";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "replied_by";