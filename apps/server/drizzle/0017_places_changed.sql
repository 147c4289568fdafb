-- Places changed (docs/architecture.md "Caches and the one change signal"): a capacity whose places
-- may have come back (sold + held went down: holds released or expired, bookings given back), or
-- whose capacity was set, or a new capacity, notifies the channel foyer_places; every server process
-- listens and forgets its sold-out memory and its availability answers. Places taken (a hold, a sale)
-- do not notify: the WHEN clause keeps the hold path free of notifications, and other processes see
-- taken places within the availability answers' lifetime (at most a second).
CREATE OR REPLACE FUNCTION foyer_places_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('foyer_places', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "capacities_places_returned" AFTER UPDATE ON "capacities" FOR EACH ROW WHEN (NEW.capacity IS DISTINCT FROM OLD.capacity OR NEW.sold + NEW.held < OLD.sold + OLD.held) EXECUTE FUNCTION foyer_places_changed();
--> statement-breakpoint
CREATE TRIGGER "capacities_places_added" AFTER INSERT ON "capacities" FOR EACH STATEMENT EXECUTE FUNCTION foyer_places_changed();
