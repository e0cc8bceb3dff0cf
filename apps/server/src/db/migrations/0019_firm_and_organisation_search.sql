-- The firm's own organisation is marked, so it is never listed among the customers: it is where the platform administrators belong.
-- Organisations are searched by part of their name, legal name, GSTIN or PAN through one trigram index.
DROP INDEX "organisations_name_id_idx";--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "is_firm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "organisations_customers_by_name_idx" ON "organisations" USING btree ("is_firm","name","id");--> statement-breakpoint
CREATE INDEX "organisations_search_trgm_idx" ON "organisations" USING gin (("organisations"."name" || ' ' || coalesce("organisations"."legal_name", '') || ' ' || coalesce("organisations"."gstin", '') || ' ' || coalesce("organisations"."pan", '')) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
UPDATE "organisations" SET "is_firm" = true WHERE "id" IN (SELECT "organisation_id" FROM "users" WHERE "role" = 'platform_admin');
