-- The contracts' payment history says whether each row has an invoice, which an approved order in
-- `payments` decides: that table bumps its member's profile version too (migration 0006), so answers kept
-- per version (the profile, contracts, the payment history) follow a change to an order.
CREATE TRIGGER "payments_profile_version" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION profile_versions_touch('user', 'user_id');
