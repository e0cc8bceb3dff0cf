CREATE TABLE "openid_records" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"account_id" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "openid_records_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE INDEX "openid_records_grant_id_idx" ON "openid_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "openid_records_uid_idx" ON "openid_records" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "openid_records_account_id_idx" ON "openid_records" USING btree ("model","account_id");--> statement-breakpoint
CREATE INDEX "openid_records_expires_at_idx" ON "openid_records" USING btree ("expires_at");