-- Order lines written before typed order lines carry no `bookingId` in `details`, and the strict read
-- (modules/orders/order-lines.ts) refuses them. Every such line gets one, grouped the way the old
-- code grouped lines of one booking: same order, same product and same start are one booking (the
-- old fulfilment joined guided-tour lines by `tourId|start`; the lines of one day-ticket booking
-- share the event and the date). Bookings are numbered within their order from 0 in the order their
-- first line was written, after any booking id the order already uses. Voucher-code lines pay for the
-- order and belong to no booking.
WITH old_lines AS (
	SELECT
		"id",
		"order_id",
		CASE "type"
			WHEN 'guidedTour' THEN 'tour:' || COALESCE("details"->>'tourId', "ref_id"::text, '')
			WHEN 'dayTicket' THEN 'event:' || COALESCE("details"->>'eventId', "ref_id"::text, '')
			ELSE "type" || ':' || COALESCE("ref_id"::text, '')
		END AS "product",
		COALESCE("details"->>'datetime', "details"->>'date', "datetime"::text, '') AS "start"
	FROM "order_items"
	WHERE "type" <> 'voucherCode' AND "details"->'bookingId' IS NULL
),
grouped AS (
	SELECT
		"id",
		"order_id",
		MIN("id") OVER (PARTITION BY "order_id", "product", "start") AS "first_id"
	FROM old_lines
),
taken AS (
	SELECT "order_id", MAX(("details"->>'bookingId')::integer) + 1 AS "next"
	FROM "order_items"
	WHERE "details"->'bookingId' IS NOT NULL
	GROUP BY "order_id"
),
numbered AS (
	SELECT
		grouped."id",
		COALESCE(taken."next", 0)
			+ DENSE_RANK() OVER (PARTITION BY grouped."order_id" ORDER BY grouped."first_id")
			- 1 AS "booking"
	FROM grouped
	LEFT JOIN taken ON taken."order_id" = grouped."order_id"
)
UPDATE "order_items"
SET "details" = jsonb_set("details", '{bookingId}', to_jsonb(numbered."booking"))
FROM numbered
WHERE "order_items"."id" = numbered."id";
