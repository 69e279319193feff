CREATE TABLE "volunteer_assignments" (
	"volunteer_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day_reminder_sent_at" timestamp with time zone,
	"soon_reminder_sent_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" text,
	CONSTRAINT "volunteer_assignments_volunteer_id_shift_id_pk" PRIMARY KEY("volunteer_id","shift_id")
);
--> statement-breakpoint
CREATE TABLE "volunteer_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"role" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"needed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_shifts_times_check" CHECK ("volunteer_shifts"."ends_at" > "volunteer_shifts"."starts_at"),
	CONSTRAINT "volunteer_shifts_needed_check" CHECK ("volunteer_shifts"."needed" >= 1)
);
--> statement-breakpoint
CREATE TABLE "volunteers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"notes" text,
	"manage_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_messages" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "volunteer_assignments" ADD CONSTRAINT "volunteer_assignments_volunteer_id_volunteers_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."volunteers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_assignments" ADD CONSTRAINT "volunteer_assignments_shift_id_volunteer_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."volunteer_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_shifts" ADD CONSTRAINT "volunteer_shifts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteers" ADD CONSTRAINT "volunteers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "volunteer_assignments_shift_idx" ON "volunteer_assignments" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "volunteer_shifts_event_idx" ON "volunteer_shifts" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteers_event_email_unique" ON "volunteers" USING btree ("event_id",lower("email"));--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_shift_id_volunteer_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."volunteer_shifts"("id") ON DELETE set null ON UPDATE no action;