-- Contact reasons name the threads of the messages centre, whose answers an API process keeps per version
-- (modules/auth/kept-member-answer.ts): a renamed reason must raise a version too (see migration 0014).
CREATE TRIGGER "contact_reasons_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_reasons"
  FOR EACH STATEMENT EXECUTE FUNCTION reference_versions_touch('contact_reasons');
