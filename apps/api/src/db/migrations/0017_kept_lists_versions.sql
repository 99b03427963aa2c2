-- The reservations list, the saved cards and the destination highlights are answers an API process keeps per
-- version too (modules/auth/kept-member-answer.ts): a member's reservation or card raises that member's
-- profile version (migration 0006), and the hotels the reservations name and the highlights raise their
-- list's version (migration 0014).
CREATE TRIGGER "reservations_profile_version" AFTER INSERT OR UPDATE OR DELETE ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION profile_versions_touch('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "credit_cards_profile_version" AFTER INSERT OR UPDATE OR DELETE ON "credit_cards"
  FOR EACH ROW EXECUTE FUNCTION profile_versions_touch('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "hotels_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotels"
  FOR EACH STATEMENT EXECUTE FUNCTION reference_versions_touch('hotels');
--> statement-breakpoint
CREATE TRIGGER "destination_highlights_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "destination_highlights"
  FOR EACH STATEMENT EXECUTE FUNCTION reference_versions_touch('destination_highlights');
