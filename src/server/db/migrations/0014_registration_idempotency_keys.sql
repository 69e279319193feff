CREATE TABLE "registration_idempotency_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"registration_id" uuid NOT NULL,
	"sealed_manage_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_idempotency_keys" ADD CONSTRAINT "registration_idempotency_keys_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_idempotency_keys_created_idx" ON "registration_idempotency_keys" USING btree ("created_at");