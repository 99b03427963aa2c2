CREATE TABLE "reservation_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reservation_id" integer,
	"is_member" boolean NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country" text,
	"hotel_id" integer NOT NULL,
	"arriving_date" date NOT NULL,
	"departing_date" date NOT NULL,
	"guests" integer NOT NULL,
	"unit_type" text NOT NULL,
	"promo_code" text,
	"add_transportation" boolean DEFAULT false NOT NULL,
	"flexible_dates" boolean DEFAULT true NOT NULL,
	"flexible_destinations" boolean DEFAULT true NOT NULL,
	"travelers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_requests_dates" CHECK ("reservation_requests"."departing_date" >= "reservation_requests"."arriving_date"),
	CONSTRAINT "reservation_requests_guests" CHECK ("reservation_requests"."guests" between 1 and 9)
);
--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD CONSTRAINT "reservation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD CONSTRAINT "reservation_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD CONSTRAINT "reservation_requests_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_requests_user_id_idx" ON "reservation_requests" USING btree ("user_id");