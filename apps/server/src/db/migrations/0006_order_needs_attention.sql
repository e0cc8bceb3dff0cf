ALTER TABLE "orders" ADD COLUMN "gateway_refusals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "needs_attention" text;