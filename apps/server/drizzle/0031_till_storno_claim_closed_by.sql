ALTER TABLE "till_shifts" ADD COLUMN "closed_by_id" integer;--> statement-breakpoint
ALTER TABLE "till_shifts" ADD COLUMN "closed_by_name" text;--> statement-breakpoint
ALTER TABLE "tills" ADD COLUMN "storno_key" text;--> statement-breakpoint
ALTER TABLE "tills" ADD COLUMN "storno_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "till_shifts" ADD CONSTRAINT "till_shifts_closed_by_id_staff_accounts_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;