-- Statutory deadlines of advisory matters, kept as data the staff edit (docs/decisions/0084).
CREATE TABLE "matter_deadline_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"act" text NOT NULL,
	"section" text NOT NULL,
	"first_year" text,
	"last_year" text,
	"period_unit" text NOT NULL,
	"period_count" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "matter_deadline_rules_period_check" CHECK (("matter_deadline_rules"."period_unit" = 'set_in_notice') = ("matter_deadline_rules"."period_count" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "matter_deadline_rules_kind_act_idx" ON "matter_deadline_rules" USING btree ("kind","act");
