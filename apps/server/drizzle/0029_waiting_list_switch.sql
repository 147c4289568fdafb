ALTER TABLE "events" ADD COLUMN "waiting_list" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "waiting_list" boolean DEFAULT true NOT NULL;