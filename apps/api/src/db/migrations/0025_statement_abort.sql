-- Undoes the statement that calls it, with `reason` as the error's message (SQLSTATE VPABT): a single
-- statement that must stand whole or not at all (db/statement-abort.ts) needs no transaction of its own.
CREATE FUNCTION "abort_statement"("reason" text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'VPABT', MESSAGE = "reason";
END
$$;
