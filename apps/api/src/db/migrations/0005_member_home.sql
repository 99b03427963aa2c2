CREATE TABLE "credit_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"card_type" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"card_holder_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"post_code" text NOT NULL,
	"card_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_cards_type" CHECK ("credit_cards"."card_type" in ('visa', 'mastercard')),
	CONSTRAINT "credit_cards_last_four" CHECK ("credit_cards"."last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "credit_cards_exp_month" CHECK ("credit_cards"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "destination_highlights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "destination_highlights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"location_en" text NOT NULL,
	"location_es" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"image_location" text NOT NULL,
	"read_more_link" text DEFAULT '#' NOT NULL,
	"buy_link" text DEFAULT '#' NOT NULL,
	"logo" text,
	CONSTRAINT "destination_highlights_image" CHECK ("destination_highlights"."image_location" in ('jungle-park', 'palace', 'beach', 'joya', 'reserve')),
	CONSTRAINT "destination_highlights_logo" CHECK ("destination_highlights"."logo" is null or "destination_highlights"."logo" in ('jungala', 'joya', 'reserve'))
);
--> statement-breakpoint
CREATE TABLE "exchange_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"membership_type" text NOT NULL,
	"membership_number" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exchange_memberships_member_type_key" UNIQUE("member_id","membership_type")
);
--> statement-breakpoint
CREATE TABLE "profile_change_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"fields" jsonb NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "profile_change_requests_status" CHECK ("profile_change_requests"."status" in ('open', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_memberships" ADD CONSTRAINT "exchange_memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_change_requests" ADD CONSTRAINT "profile_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_cards_user_idx" ON "credit_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_cards_one_default_idx" ON "credit_cards" USING btree ("user_id") WHERE "credit_cards"."is_default" and "credit_cards"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_change_requests_open_idx" ON "profile_change_requests" USING btree ("user_id") WHERE "profile_change_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "profile_change_requests_user_idx" ON "profile_change_requests" USING btree ("user_id");