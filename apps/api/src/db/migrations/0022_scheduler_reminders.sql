CREATE TABLE "jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"lease_token" text,
	"lease_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" text,
	"last_summary" text,
	"runs" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "jobs_last_result" CHECK ("jobs"."last_result" is null or "jobs"."last_result" in ('ok', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_item_id_kind_pk" PRIMARY KEY("item_id","kind"),
	CONSTRAINT "reminders_sent_kind" CHECK ("reminders_sent"."kind" in ('due_7', 'due_1', 'overdue', 'autopay_3'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "due_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_item_id_payment_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."payment_items"("id") ON DELETE cascade ON UPDATE no action;