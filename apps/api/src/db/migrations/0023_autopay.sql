CREATE TABLE "autopay_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "autopay_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrolment_id" integer NOT NULL,
	"payment_item_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"state" text DEFAULT 'charging' NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"declines" smallint DEFAULT 0 NOT NULL,
	"next_try_on" date NOT NULL,
	"payment_id" integer,
	"outcome_handled" smallint DEFAULT 1 NOT NULL,
	"reason_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopay_charges_state" CHECK ("autopay_charges"."state" in ('charging', 'paid', 'stopped', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "autopay_enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "autopay_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"consent_version" text NOT NULL,
	"consent_text" text NOT NULL,
	"language" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"starts_on" date NOT NULL,
	"card_changed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "autopay_enrolments_end_reason" CHECK ("autopay_enrolments"."end_reason" is null or "autopay_enrolments"."end_reason" in ('member', 'card_removed')),
	CONSTRAINT "autopay_enrolments_language" CHECK ("autopay_enrolments"."language" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "initiator" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "autopay_charges" ADD CONSTRAINT "autopay_charges_enrolment_id_autopay_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."autopay_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_charges" ADD CONSTRAINT "autopay_charges_payment_item_id_payment_items_id_fk" FOREIGN KEY ("payment_item_id") REFERENCES "public"."payment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_charges" ADD CONSTRAINT "autopay_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_enrolments" ADD CONSTRAINT "autopay_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_enrolments" ADD CONSTRAINT "autopay_enrolments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_enrolments" ADD CONSTRAINT "autopay_enrolments_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_charges_item_idx" ON "autopay_charges" USING btree ("payment_item_id","due_date");--> statement-breakpoint
CREATE INDEX "autopay_charges_open_idx" ON "autopay_charges" USING btree ("next_try_on") WHERE "autopay_charges"."state" = 'charging';--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_enrolments_running_idx" ON "autopay_enrolments" USING btree ("contract_id") WHERE "autopay_enrolments"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "autopay_enrolments_user_idx" ON "autopay_enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "autopay_enrolments_card_idx" ON "autopay_enrolments" USING btree ("card_id") WHERE "autopay_enrolments"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_initiator" CHECK ("payments"."initiator" in ('member', 'autopay'));