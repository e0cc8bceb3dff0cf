-- The sales dashboard's trend and GSTR-1 read a period's invoices by the time they were issued.
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");