-- The back office sorts every organisation's orders by total or by status, paged from where the last page stopped.
CREATE INDEX "orders_total_number_idx" ON "orders" USING btree ("total_paise","number");--> statement-breakpoint
CREATE INDEX "orders_status_number_idx" ON "orders" USING btree ("status","number");