DROP INDEX "job_applications_opening_id_idx";--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "notes_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "staff_edited_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "job_applications_opening_created_idx" ON "job_applications" USING btree ("opening_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_opening_status_created_idx" ON "job_applications" USING btree ("opening_id","status","created_at","id");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('received', 'shortlisted', 'interviewing', 'offer', 'rejected'));