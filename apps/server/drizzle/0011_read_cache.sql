CREATE INDEX "event_slots_event_last_idx" ON "event_slots" USING btree ("event_id",COALESCE("ends_at", "starts_at"));
--> statement-breakpoint
-- Read cache (docs/performance.md "Catalog reads"): every change of a catalog or content table
-- notifies the channel foyer_catalog once per statement; every server process listens and forgets
-- its ready answers. Inventory counters (capacities, holds) are not catalog: their answers expire
-- within a second instead, and the hold path stays free of notifications.
CREATE OR REPLACE FUNCTION foyer_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('foyer_catalog', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "venues_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "venues" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "custom_groups_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "custom_groups" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "events_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "ticket_groups_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ticket_groups" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "tickets_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tickets" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "ticket_subtickets_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ticket_subtickets" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "event_slots_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_slots" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "event_days_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_days" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "tour_categories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_categories" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "tours_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tours" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "tour_tickets_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_tickets" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "tour_subtickets_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_subtickets" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "tour_prices_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_prices" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "tour_slots_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_slots" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "tour_questions_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_questions" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "tour_question_options_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_question_options" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "merchandise_categories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchandise_categories" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "merchandise_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchandise" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "voucher_categories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "voucher_categories" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "voucher_types_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "voucher_types" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "banners_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "social_links_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "social_links" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "pages_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "content_blocks_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_blocks" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "images_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "images" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "image_files_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "image_files" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "image_uses_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "image_uses" FOR EACH STATEMENT EXECUTE FUNCTION foyer_catalog_changed();
