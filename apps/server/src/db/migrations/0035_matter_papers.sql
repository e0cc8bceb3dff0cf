CREATE TABLE "matter_checklist_items" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"requested_by_user_id" integer,
	"state_changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "matter_checklist_items_state_check" CHECK ("matter_checklist_items"."state" in ('waiting', 'uploaded', 'accepted', 'asked_again'))
);
--> statement-breakpoint
CREATE TABLE "matter_draft_responses" (
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"decision" text NOT NULL,
	"comment" text,
	"by_user_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "matter_draft_responses_document_id_version_pk" PRIMARY KEY("document_id","version"),
	CONSTRAINT "matter_draft_responses_decision_check" CHECK ("matter_draft_responses"."decision" in ('approved', 'changes_asked'))
);
--> statement-breakpoint
CREATE TABLE "matter_filings" (
	"matter_id" uuid PRIMARY KEY NOT NULL,
	"filed_on" date NOT NULL,
	"acknowledgement_id" uuid NOT NULL,
	"by_user_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matter_hearings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"matter_id" uuid NOT NULL,
	"hearing_on" date NOT NULL,
	"hearing_time" text NOT NULL,
	"forum" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"notice_document_id" uuid,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matter_checklist_items" ADD CONSTRAINT "matter_checklist_items_document_id_matter_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."matter_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_checklist_items" ADD CONSTRAINT "matter_checklist_items_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_draft_responses" ADD CONSTRAINT "matter_draft_responses_document_id_matter_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."matter_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_draft_responses" ADD CONSTRAINT "matter_draft_responses_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_filings" ADD CONSTRAINT "matter_filings_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_filings" ADD CONSTRAINT "matter_filings_acknowledgement_id_matter_documents_id_fk" FOREIGN KEY ("acknowledgement_id") REFERENCES "public"."matter_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_filings" ADD CONSTRAINT "matter_filings_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_hearings" ADD CONSTRAINT "matter_hearings_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_hearings" ADD CONSTRAINT "matter_hearings_notice_document_id_matter_documents_id_fk" FOREIGN KEY ("notice_document_id") REFERENCES "public"."matter_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_hearings" ADD CONSTRAINT "matter_hearings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matter_hearings_matter_on_idx" ON "matter_hearings" USING btree ("matter_id","hearing_on");