CREATE TABLE "checkin_list_syncs" (
	"device" text NOT NULL,
	"date" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkin_list_syncs_device_date_pk" PRIMARY KEY("device","date")
);
--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "claimed_at" timestamp with time zone;