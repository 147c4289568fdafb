-- The back office's search finds part of an e-mail or name: trigram indexes (pg_trgm, a trusted
-- extension: the database's owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (("fname" || ' ' || "lname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_billing_email_trgm_idx" ON "orders" USING gin (("billing" ->> 'email') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_billing_name_trgm_idx" ON "orders" USING gin ((coalesce("billing" ->> 'fname', '') || ' ' || coalesce("billing" ->> 'lname', '')) gin_trgm_ops);