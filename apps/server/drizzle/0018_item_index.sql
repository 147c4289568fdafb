-- The index of a basket item within its order was called `bookingId` / `booking_id`, though it names
-- no booking: it is now `itemIndex` / `item_index`, in the capacity uses' column and in the details
-- of the order lines (every line of one basket item carries it; voucher-code lines have none). The
-- values are kept as they are.
ALTER TABLE "order_capacity_uses" RENAME COLUMN "booking_id" TO "item_index";--> statement-breakpoint
UPDATE "order_items"
SET "details" = ("details" - 'bookingId') || jsonb_build_object('itemIndex', "details"->'bookingId')
WHERE "details"->'bookingId' IS NOT NULL;
