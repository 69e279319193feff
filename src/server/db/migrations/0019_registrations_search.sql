CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "registrations_search_trgm_idx" ON "registrations" USING gin ((lower(full_name || E'\n' || coalesce(email, '') || E'\n' || coalesce(phone, '') || E'\n' || ticket_code)) gin_trgm_ops);
