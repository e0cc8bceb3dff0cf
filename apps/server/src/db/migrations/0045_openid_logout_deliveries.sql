CREATE TABLE "openid_logout_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"sub" text NOT NULL,
	"sid" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"given_up_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "openid_logout_deliveries_due_idx" ON "openid_logout_deliveries" USING btree ("next_attempt_at") WHERE "openid_logout_deliveries"."delivered_at" is null and "openid_logout_deliveries"."given_up_at" is null;