CREATE TABLE "firm_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"retention_years" smallint NOT NULL,
	CONSTRAINT "firm_settings_one_row_check" CHECK ("firm_settings"."id" = 1),
	CONSTRAINT "firm_settings_retention_check" CHECK ("firm_settings"."retention_years" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "matter_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer GENERATED ALWAYS AS IDENTITY (sequence name "matter_messages_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"matter_id" uuid NOT NULL,
	"author_user_id" integer,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"attachment_document_id" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "matter_messages_side_check" CHECK ("matter_messages"."side" in ('client', 'firm'))
);
--> statement-breakpoint
ALTER TABLE "matter_documents" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matter_messages" ADD CONSTRAINT "matter_messages_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_messages" ADD CONSTRAINT "matter_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_messages" ADD CONSTRAINT "matter_messages_attachment_document_id_matter_documents_id_fk" FOREIGN KEY ("attachment_document_id") REFERENCES "public"."matter_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matter_messages_matter_position_idx" ON "matter_messages" USING btree ("matter_id","position");