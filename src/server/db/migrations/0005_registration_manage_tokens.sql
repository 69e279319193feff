CREATE TABLE "registration_manage_tokens" (
	"registration_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_manage_tokens_registration_id_token_hash_pk" PRIMARY KEY("registration_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "registration_manage_tokens" ADD CONSTRAINT "registration_manage_tokens_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;