CREATE TABLE "payment_refund_states" (
	"provider" text NOT NULL,
	"refund_ref" text NOT NULL,
	"payment_ref" text,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refund_states_provider_refund_ref_pk" PRIMARY KEY("provider","refund_ref")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
-- Issue 18: no IBAN is kept. The test provider stored the IBAN collected in the shop; keep its last four characters only.
UPDATE "payments" SET "details" = jsonb_set("details" #- '{prefill,iban}', '{prefill,ibanLast4}', to_jsonb(right(regexp_replace("details"->'prefill'->>'iban', '\s', '', 'g'), 4))) WHERE "details"->'prefill' ? 'iban';
