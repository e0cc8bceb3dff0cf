-- Dropping the column drops its indexes with it: they are made again on the new column.
ALTER TABLE "matters" drop column "next_due_on";--> statement-breakpoint
ALTER TABLE "matters" ADD COLUMN "next_due_on" date GENERATED ALWAYS AS (case when "status" in ('filed', 'hearing', 'order_received', 'closed', 'declined') then null else least("target_on", "statutory_due_on") end) STORED;--> statement-breakpoint
CREATE INDEX "matters_next_due_id_idx" ON "matters" USING btree ("next_due_on","id");--> statement-breakpoint
CREATE INDEX "matters_next_due_desc_id_idx" ON "matters" USING btree ("next_due_on" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "matters_status_next_due_id_idx" ON "matters" USING btree ("status","next_due_on","id");--> statement-breakpoint
CREATE INDEX "matters_assignee_next_due_id_idx" ON "matters" USING btree ("assignee_user_id","next_due_on","id");--> statement-breakpoint
CREATE INDEX "matters_organisation_next_due_id_idx" ON "matters" USING btree ("organisation_id","next_due_on","id");
