CREATE TABLE "matter_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_user_id" integer,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matter_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"matter_id" uuid NOT NULL,
	"what" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "matter_documents_what_check" CHECK ("what" in ('notice', 'requested', 'draft', 'acknowledgement', 'hearing_notice', 'order', 'attachment'))
);
--> statement-breakpoint
ALTER TABLE "matter_document_versions" ADD CONSTRAINT "matter_document_versions_document_id_matter_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."matter_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_document_versions" ADD CONSTRAINT "matter_document_versions_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_documents" ADD CONSTRAINT "matter_documents_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matter_document_versions_document_version_idx" ON "matter_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "matter_documents_matter_created_idx" ON "matter_documents" USING btree ("matter_id","created_at");