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
--> statement-breakpoint
-- The rules as the firm starts with them: the 1961 Act up to assessment year 2026-27, the 2025 Act from tax year 2026-27.
INSERT INTO "matter_deadline_rules" ("kind", "act", "section", "first_year", "last_year", "period_unit", "period_count", "updated_at") VALUES
  ('adjustment_143_1a', '1961', '143(1)(a), second proviso', NULL, '2026-27', 'days', 30, now()),
  ('scrutiny_143_2', '1961', '143(2)', NULL, '2026-27', 'set_in_notice', NULL, now()),
  ('inquiry_142_1', '1961', '142(1)', NULL, '2026-27', 'set_in_notice', NULL, now()),
  ('show_cause_148a', '1961', '148A(1)', NULL, '2026-27', 'set_in_notice', NULL, now()),
  ('reassessment_148', '1961', '148', NULL, '2026-27', 'set_in_notice', NULL, now()),
  ('tds_default', '1961', '200A and 201', NULL, '2026-27', 'set_in_notice', NULL, now()),
  ('appeal_cit_a', '1961', '249(2)', NULL, '2026-27', 'days', 30, now()),
  ('appeal_itat', '1961', '253(3)', NULL, '2026-27', 'days', 60, now()),
  ('drp_objections', '1961', '144C(2)', NULL, '2026-27', 'days', 30, now()),
  ('e_drs_application', '1961', '245MA (Income-tax Rules, rule 44DAA)', NULL, '2026-27', 'months', 1, now()),
  ('transfer_pricing_study', '1961', '92D (Income-tax Rules, rule 10D)', NULL, '2026-27', 'set_in_notice', NULL, now()),
  ('adjustment_143_1a', '2025', 'corresponding to 143(1)(a), second proviso of the 1961 Act (to confirm)', '2026-27', NULL, 'days', 30, now()),
  ('scrutiny_143_2', '2025', 'corresponding to 143(2) of the 1961 Act (to confirm)', '2026-27', NULL, 'set_in_notice', NULL, now()),
  ('inquiry_142_1', '2025', 'corresponding to 142(1) of the 1961 Act (to confirm)', '2026-27', NULL, 'set_in_notice', NULL, now()),
  ('show_cause_148a', '2025', '281', '2026-27', NULL, 'set_in_notice', NULL, now()),
  ('reassessment_148', '2025', '280', '2026-27', NULL, 'set_in_notice', NULL, now()),
  ('tds_default', '2025', 'corresponding to 200A and 201 of the 1961 Act (to confirm)', '2026-27', NULL, 'set_in_notice', NULL, now()),
  ('appeal_cit_a', '2025', 'corresponding to 249(2) of the 1961 Act (to confirm)', '2026-27', NULL, 'days', 30, now()),
  ('appeal_itat', '2025', 'corresponding to 253(3) of the 1961 Act (to confirm)', '2026-27', NULL, 'days', 60, now()),
  ('drp_objections', '2025', 'corresponding to 144C(2) of the 1961 Act (to confirm)', '2026-27', NULL, 'days', 30, now()),
  ('e_drs_application', '2025', 'corresponding to 245MA of the 1961 Act (to confirm)', '2026-27', NULL, 'months', 1, now()),
  ('transfer_pricing_study', '2025', 'corresponding to 92D of the 1961 Act (to confirm)', '2026-27', NULL, 'set_in_notice', NULL, now());
