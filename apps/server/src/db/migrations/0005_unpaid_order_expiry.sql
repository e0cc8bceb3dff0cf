ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_open_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" in ('awaiting_payment', 'payment_failed');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'payment_failed', 'paid', 'cancelled', 'expired'));--> statement-breakpoint
-- Orders from the cart that were open before expiry existed get the default seven days.
UPDATE "orders" SET "expires_at" = "created_at" + interval '7 days' WHERE "kind" = 'subscription' AND "status" in ('awaiting_payment', 'payment_failed');
