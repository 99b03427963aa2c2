CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
-- The orders approved before receipts had numbers get theirs, per year of approval at the club (Cancún), in
-- approval order; the counters start after them (the same SQL as db/receipt-numbers.ts, which the seeds run).
WITH "numbered" AS (
  SELECT "p"."id", "y"."year",
         row_number() OVER (PARTITION BY "y"."year" ORDER BY coalesce("p"."completed_at", "p"."created_at"), "p"."id") AS "n"
  FROM "payments" "p"
  CROSS JOIN LATERAL (SELECT extract(year FROM coalesce("p"."completed_at", "p"."created_at") AT TIME ZONE 'America/Cancun')::int AS "year") "y"
  WHERE "p"."status" = 'approved' AND "p"."receipt_number" IS NULL
)
UPDATE "payments" SET "receipt_number" = 'VP-' || "numbered"."year" || '-' || lpad("numbered"."n"::text, greatest(6, length("numbered"."n"::text)), '0')
FROM "numbered" WHERE "payments"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "receipt_counters" ("year", "last")
SELECT substr("receipt_number", 4, 4)::int, max(substr("receipt_number", 9)::int) FROM "payments"
WHERE "receipt_number" IS NOT NULL GROUP BY 1;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number" CHECK ("payments"."status" <> 'approved' or "payments"."receipt_number" is not null);
