ALTER TABLE "closures" ALTER COLUMN "event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "closures" ADD COLUMN "tour_id" integer;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closures_tour_idx" ON "closures" USING btree ("tour_id","created_at");--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_one_target" CHECK (num_nonnulls("closures"."event_id", "closures"."tour_id") = 1);