CREATE TABLE "stay_change_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stay_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"arriving_date" date,
	"departing_date" date,
	"unit_type" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_change_requests_kind" CHECK ("stay_change_requests"."kind" in ('change', 'cancel')),
	CONSTRAINT "stay_change_requests_status" CHECK ("stay_change_requests"."status" in ('open', 'confirmed', 'declined')),
	CONSTRAINT "stay_change_requests_dates" CHECK (("stay_change_requests"."kind" = 'cancel') or ("stay_change_requests"."arriving_date" is not null and "stay_change_requests"."departing_date" >= "stay_change_requests"."arriving_date" and "stay_change_requests"."unit_type" is not null))
);
--> statement-breakpoint
ALTER TABLE "stay_change_requests" ADD CONSTRAINT "stay_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_change_requests" ADD CONSTRAINT "stay_change_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stay_change_requests_open_idx" ON "stay_change_requests" USING btree ("reservation_id") WHERE "stay_change_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "stay_change_requests_queue_idx" ON "stay_change_requests" USING btree ("created_at") WHERE "stay_change_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "stay_change_requests_user_id_idx" ON "stay_change_requests" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: an open change or cancellation shows on the member's reservation list, an answer API
-- processes keep per profile version (migration 0017), so every write to these rows raises that version.
CREATE TRIGGER "stay_change_requests_profile_version" AFTER INSERT OR UPDATE OR DELETE ON "stay_change_requests"
  FOR EACH ROW EXECUTE FUNCTION profile_versions_touch('user', 'user_id');
