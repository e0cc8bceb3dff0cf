CREATE TABLE "matter_reminders" (
	"matter_id" uuid NOT NULL,
	"date_kind" text NOT NULL,
	"due_on" date NOT NULL,
	"notice" text NOT NULL,
	"recipient_user_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "matter_reminders_matter_id_date_kind_due_on_notice_recipient_user_id_pk" PRIMARY KEY("matter_id","date_kind","due_on","notice","recipient_user_id"),
	CONSTRAINT "matter_reminders_date_kind_check" CHECK ("matter_reminders"."date_kind" in ('target', 'statutory')),
	CONSTRAINT "matter_reminders_notice_check" CHECK ("matter_reminders"."notice" in ('7_days_before', '1_day_before', 'overdue'))
);
--> statement-breakpoint
ALTER TABLE "matter_reminders" ADD CONSTRAINT "matter_reminders_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_reminders" ADD CONSTRAINT "matter_reminders_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;