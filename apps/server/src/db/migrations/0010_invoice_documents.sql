-- Invoices issued before this migration keep only their PDF; none of them waits for its mail.
ALTER TABLE "invoices" ALTER COLUMN "pdf" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "mail_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_mail_pending_idx" ON "invoices" USING btree ("issued_at") WHERE "invoices"."mail_pending";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_document_or_pdf" CHECK ("invoices"."document" is not null or "invoices"."pdf" is not null);