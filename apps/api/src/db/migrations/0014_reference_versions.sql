CREATE TABLE "reference_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Any change to a reference list raises its version in the same transaction, so an answer built from the
-- list and kept with the version it was built at is served only while it is current (see
-- db/versioned-answer.ts). One statement-level trigger per list; TRUNCATE (a reseed) counts.
CREATE FUNCTION "reference_versions_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reference_versions (name, version) VALUES (TG_ARGV[0], 1)
  ON CONFLICT (name) DO UPDATE SET version = reference_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "countries_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries"
  FOR EACH STATEMENT EXECUTE FUNCTION reference_versions_touch('countries');
--> statement-breakpoint
CREATE TRIGGER "faqs_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs"
  FOR EACH STATEMENT EXECUTE FUNCTION reference_versions_touch('faqs');
