CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_buyer_gstin_idx" ON "orders" USING btree ("buyer_gstin");--> statement-breakpoint
CREATE INDEX "orders_buyer_name_trgm_idx" ON "orders" USING gin ("buyer_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "organisations_name_id_idx" ON "organisations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "organisations_name_trgm_idx" ON "organisations" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "organisations_gstin_idx" ON "organisations" USING btree ("gstin");