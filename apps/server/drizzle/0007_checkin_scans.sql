ALTER TABLE "ticket_scans" ALTER COLUMN "issued_ticket_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "scan_id" text;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "checkpoint" text;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "conflict" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_scans_scan_id_unique" ON "ticket_scans" USING btree ("scan_id");