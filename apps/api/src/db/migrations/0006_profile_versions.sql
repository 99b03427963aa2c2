CREATE TABLE "profile_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_versions" ADD CONSTRAINT "profile_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_member_id_idx" ON "users" USING btree ("member_id");--> statement-breakpoint
-- Every write to what GET /profile is built from bumps the owner's version, so an API process may keep the
-- document it built and only check the version (see modules/profile/profile.repo.ts). Triggers, rather than
-- application code, because several processes, the care CLI, the seed and operators' SQL all write.
CREATE FUNCTION "profile_versions_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys integer[] := '{}';
BEGIN
  -- TG_ARGV[0]: what the key column names ('user', 'member' or 'contract'); TG_ARGV[1]: the column.
  IF TG_OP <> 'INSERT' THEN keys := keys || (to_jsonb(OLD) ->> TG_ARGV[1])::integer; END IF;
  IF TG_OP <> 'DELETE' THEN keys := keys || (to_jsonb(NEW) ->> TG_ARGV[1])::integer; END IF;
  IF TG_ARGV[0] = 'user' THEN
    INSERT INTO profile_versions AS pv (user_id, version)
      SELECT DISTINCT u.id, 1 FROM users u WHERE u.id = ANY (keys)
      ON CONFLICT (user_id) DO UPDATE SET version = pv.version + 1;
  ELSIF TG_ARGV[0] = 'member' THEN
    INSERT INTO profile_versions AS pv (user_id, version)
      SELECT DISTINCT u.id, 1 FROM users u WHERE u.member_id = ANY (keys)
      ON CONFLICT (user_id) DO UPDATE SET version = pv.version + 1;
  ELSE
    INSERT INTO profile_versions AS pv (user_id, version)
      SELECT DISTINCT u.id, 1 FROM contracts c JOIN users u ON u.member_id = c.member_id WHERE c.id = ANY (keys)
      ON CONFLICT (user_id) DO UPDATE SET version = pv.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_profile_version" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION profile_versions_touch('user', 'id');
--> statement-breakpoint
CREATE TRIGGER "members_profile_version" AFTER UPDATE ON "members"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION profile_versions_touch('member', 'id');
--> statement-breakpoint
CREATE TRIGGER "contracts_profile_version" AFTER INSERT OR UPDATE OR DELETE ON "contracts"
  FOR EACH ROW EXECUTE FUNCTION profile_versions_touch('member', 'member_id');
--> statement-breakpoint
CREATE TRIGGER "payment_items_profile_version" AFTER INSERT OR UPDATE OR DELETE ON "payment_items"
  FOR EACH ROW EXECUTE FUNCTION profile_versions_touch('contract', 'contract_id');
--> statement-breakpoint
CREATE TRIGGER "payment_history_profile_version" AFTER INSERT OR UPDATE OR DELETE ON "payment_history"
  FOR EACH ROW EXECUTE FUNCTION profile_versions_touch('contract', 'contract_id');
--> statement-breakpoint
CREATE TRIGGER "messages_profile_version" AFTER INSERT OR UPDATE OR DELETE ON "messages"
  FOR EACH ROW EXECUTE FUNCTION profile_versions_touch('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "guests_profile_version" AFTER INSERT OR UPDATE OR DELETE ON "guests"
  FOR EACH ROW EXECUTE FUNCTION profile_versions_touch('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "profile_change_requests_profile_version" AFTER INSERT OR UPDATE OR DELETE ON "profile_change_requests"
  FOR EACH ROW EXECUTE FUNCTION profile_versions_touch('user', 'user_id');
