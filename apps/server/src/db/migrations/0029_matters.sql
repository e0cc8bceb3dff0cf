-- Advisory matters, numbered MAT-YYYY-NNNN without gaps per IST year of opening, and each change of status (docs/decisions/0085).
CREATE TABLE "matter_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matter_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matter_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"matter_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "matters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject" text NOT NULL,
	"act" text NOT NULL,
	"year" text NOT NULL,
	"din" text,
	"served_on" date NOT NULL,
	"date_in_notice" date,
	"statutory_due_on" date,
	"due_counted" text,
	"section" text,
	"target_on" date,
	"next_due_on" date GENERATED ALWAYS AS (case when "status" in ('closed', 'declined') then null else least("target_on", "statutory_due_on") end) STORED,
	"status_order" smallint GENERATED ALWAYS AS (case "status" when 'requested' then 1 when 'accepted' then 2 when 'documents_needed' then 3 when 'draft_for_approval' then 4 when 'filed' then 5 when 'hearing' then 6 when 'order_received' then 7 when 'closed' then 8 when 'declined' then 9 end) STORED,
	"assignee_user_id" integer,
	"status" text NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer,
	CONSTRAINT "matters_number_unique" UNIQUE("number"),
	CONSTRAINT "matters_status_check" CHECK ("status" in ('requested', 'accepted', 'documents_needed', 'draft_for_approval', 'filed', 'hearing', 'order_received', 'closed', 'declined')),
	CONSTRAINT "matters_subject_type_check" CHECK ("matters"."subject_type" in ('pan', 'tan', 'gstin')),
	CONSTRAINT "matters_target_check" CHECK ("matters"."target_on" is null or "matters"."statutory_due_on" is null or "matters"."target_on" <= "matters"."statutory_due_on")
);
--> statement-breakpoint
ALTER TABLE "matter_status_changes" ADD CONSTRAINT "matter_status_changes_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_status_changes" ADD CONSTRAINT "matter_status_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matters" ADD CONSTRAINT "matters_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matters" ADD CONSTRAINT "matters_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matters" ADD CONSTRAINT "matters_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matter_status_changes_matter_at_idx" ON "matter_status_changes" USING btree ("matter_id","at");--> statement-breakpoint
CREATE INDEX "matters_next_due_id_idx" ON "matters" USING btree ("next_due_on","id");--> statement-breakpoint
CREATE INDEX "matters_next_due_desc_id_idx" ON "matters" USING btree ("next_due_on" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "matters_opened_id_idx" ON "matters" USING btree ("opened_at","id");--> statement-breakpoint
CREATE INDEX "matters_status_order_id_idx" ON "matters" USING btree ("status_order","id");--> statement-breakpoint
CREATE INDEX "matters_status_next_due_id_idx" ON "matters" USING btree ("status","next_due_on","id");--> statement-breakpoint
CREATE INDEX "matters_assignee_next_due_id_idx" ON "matters" USING btree ("assignee_user_id","next_due_on","id");--> statement-breakpoint
CREATE INDEX "matters_organisation_next_due_id_idx" ON "matters" USING btree ("organisation_id","next_due_on","id");--> statement-breakpoint
CREATE INDEX "matters_search_trgm_idx" ON "matters" USING gin (("matters"."number" || ' ' || "matters"."subject" || ' ' || coalesce("matters"."din", '')) gin_trgm_ops) WITH (fastupdate=false);