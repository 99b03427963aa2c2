CREATE TABLE "card_checkouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"transaction_type" text NOT NULL,
	"card_id" integer,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"make_default" boolean DEFAULT false NOT NULL,
	"bill_forename" text NOT NULL,
	"bill_surname" text NOT NULL,
	"bill_address" text NOT NULL,
	"bill_city" text NOT NULL,
	"bill_country" text NOT NULL,
	"bill_state" text NOT NULL,
	"bill_postal_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"decision" text,
	"reason_code" text,
	"message" text,
	"transaction_id" text,
	"result_card_id" integer,
	CONSTRAINT "card_checkouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "card_checkouts_transaction_uuid_unique" UNIQUE("transaction_uuid"),
	CONSTRAINT "card_checkouts_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "card_checkouts_type" CHECK ("card_checkouts"."transaction_type" in ('create_payment_token', 'update_payment_token'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_result_card_id_credit_cards_id_fk" FOREIGN KEY ("result_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_checkouts_user_idx" ON "card_checkouts" USING btree ("user_id","created_at");