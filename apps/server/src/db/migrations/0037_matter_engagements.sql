CREATE TABLE "matter_engagement_codes" (
	"matter_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "matter_engagement_codes_matter_id_user_id_pk" PRIMARY KEY("matter_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "matter_engagements" (
	"matter_id" uuid PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"fee_paise" bigint NOT NULL,
	"advance_paise" bigint NOT NULL,
	"letter" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by_user_id" integer,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"letter_sha256" text,
	"advance_order_id" uuid,
	CONSTRAINT "matter_engagements_advance_order_id_unique" UNIQUE("advance_order_id"),
	CONSTRAINT "matter_engagements_amounts_check" CHECK ("matter_engagements"."advance_paise" > 0 and "matter_engagements"."advance_paise" <= "matter_engagements"."fee_paise")
);
--> statement-breakpoint
ALTER TABLE "matter_engagement_codes" ADD CONSTRAINT "matter_engagement_codes_matter_id_matter_engagements_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter_engagements"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_engagement_codes" ADD CONSTRAINT "matter_engagement_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_engagements" ADD CONSTRAINT "matter_engagements_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_engagements" ADD CONSTRAINT "matter_engagements_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_engagements" ADD CONSTRAINT "matter_engagements_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_engagements" ADD CONSTRAINT "matter_engagements_advance_order_id_orders_id_fk" FOREIGN KEY ("advance_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;