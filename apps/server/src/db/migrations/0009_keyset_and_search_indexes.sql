-- Trigram indexes for searching names and e-mails anywhere in the text (PGlite loads pg_trgm too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_events_at_idx";--> statement-breakpoint
DROP INDEX "audit_events_organisation_at_idx";--> statement-breakpoint
DROP INDEX "orders_organisation_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "users_organisation_id_idx";--> statement-breakpoint
DROP INDEX "users_organisation_name_idx";--> statement-breakpoint
CREATE INDEX "audit_events_at_id_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_events_organisation_at_id_idx" ON "audit_events" USING btree ("organisation_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_organisation_action_at_id_idx" ON "audit_events" USING btree ("organisation_id","action","at","id");--> statement-breakpoint
CREATE INDEX "order_lines_product_order_idx" ON "order_lines" USING btree ("product_code","order_id");--> statement-breakpoint
CREATE INDEX "orders_organisation_created_number_idx" ON "orders" USING btree ("organisation_id","created_at","number");--> statement-breakpoint
CREATE INDEX "orders_created_number_idx" ON "orders" USING btree ("created_at","number");--> statement-breakpoint
CREATE INDEX "orders_organisation_status_created_number_idx" ON "orders" USING btree ("organisation_id","status","created_at","number");--> statement-breakpoint
CREATE INDEX "users_organisation_name_id_idx" ON "users" USING btree ("organisation_id","name","id");--> statement-breakpoint
CREATE INDEX "users_organisation_email_id_idx" ON "users" USING btree ("organisation_id","email","id");--> statement-breakpoint
CREATE INDEX "users_organisation_role_id_idx" ON "users" USING btree ("organisation_id","role","id");--> statement-breakpoint
CREATE INDEX "users_organisation_status_id_idx" ON "users" USING btree ("organisation_id","status","id");--> statement-breakpoint
CREATE INDEX "users_organisation_last_sign_in_id_idx" ON "users" USING btree ("organisation_id","last_sign_in_at","id");--> statement-breakpoint
CREATE INDEX "users_organisation_last_sign_in_desc_id_idx" ON "users" USING btree ("organisation_id","last_sign_in_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_organisation_name_prefix_idx" ON "users" USING btree ("organisation_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_organisation_email_prefix_idx" ON "users" USING btree ("organisation_id","email" text_pattern_ops);