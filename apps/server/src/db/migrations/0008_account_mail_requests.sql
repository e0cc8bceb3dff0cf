CREATE TABLE "account_mail_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_mail_requests_kind_check" CHECK ("account_mail_requests"."kind" in ('sign_up', 'verification', 'password_reset'))
);
--> statement-breakpoint
CREATE INDEX "account_mail_requests_due_idx" ON "account_mail_requests" USING btree ("next_attempt_at");