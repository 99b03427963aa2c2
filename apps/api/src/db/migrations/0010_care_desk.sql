CREATE TABLE "care_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "care_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"password_hash" text,
	"password_token_hash" text,
	"password_token_expires_at" timestamp with time zone,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_password_token_hash_unique" UNIQUE("password_token_hash"),
	CONSTRAINT "staff_role" CHECK ("staff"."role" in ('agent', 'admin')),
	CONSTRAINT "staff_language" CHECK ("staff"."language" in ('en', 'es')),
	CONSTRAINT "staff_email_lower" CHECK ("staff"."email" = lower("staff"."email"))
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"stage" text NOT NULL,
	"failed_codes" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_sessions_stage" CHECK ("staff_sessions"."stage" in ('second_factor', 'active'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "profile_change_requests" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "care_audit_log" ADD CONSTRAINT "care_audit_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_audit_log_created_idx" ON "care_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_staff_idx" ON "staff_recovery_codes" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_requests_open_idx" ON "reservation_requests" USING btree ("created_at") WHERE "reservation_requests"."status" = 'open';--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD CONSTRAINT "reservation_requests_status" CHECK ("reservation_requests"."status" in ('open', 'confirmed', 'declined'));--> statement-breakpoint
-- The audit log is append-only (issue 16): rows cannot be changed or removed, whoever asks. Emptying the
-- whole table (the demo reset's TRUNCATE) stays possible for operators.
CREATE FUNCTION "care_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'care_audit_log is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER "care_audit_log_no_change" BEFORE UPDATE OR DELETE ON "care_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "care_audit_log_append_only"();
