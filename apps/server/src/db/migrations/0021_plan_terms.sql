ALTER TABLE "subscription_grants" ADD COLUMN "seats" integer;--> statement-breakpoint
-- The limit each grant bought: the plan's today, then the order line's where it is known.
UPDATE "subscription_grants" AS "grant" SET "seats" = "plan"."limit_value"
  FROM "plans" AS "plan" WHERE "plan"."code" = "grant"."plan_code";--> statement-breakpoint
UPDATE "subscription_grants" AS "grant" SET "seats" = "line"."limit_value"
  FROM "order_lines" AS "line", "subscriptions" AS "subscription"
  WHERE "subscription"."id" = "grant"."subscription_id"
    AND "line"."order_id" = "grant"."order_id"
    AND "line"."product_code" = "subscription"."product_code"
    AND "line"."plan_code" = "grant"."plan_code";
