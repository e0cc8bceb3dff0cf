-- A lead's or an order's timeline reads its own audit events newest first.
CREATE INDEX "audit_events_target_at_id_idx" ON "audit_events" USING btree ("target_type","target_id","at","id");