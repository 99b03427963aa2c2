-- Rows written before the checks existed keep their meaning: es* is Spanish, anything else English (languageFrom).
UPDATE "mail_outbox" SET "language" = CASE WHEN lower("language") LIKE 'es%' THEN 'es' ELSE 'en' END WHERE "language" NOT IN ('en', 'es');--> statement-breakpoint
UPDATE "payments" SET "language" = CASE WHEN lower("language") LIKE 'es%' THEN 'es' ELSE 'en' END WHERE "language" NOT IN ('en', 'es');--> statement-breakpoint
UPDATE "reservation_requests" SET "language" = CASE WHEN lower("language") LIKE 'es%' THEN 'es' ELSE 'en' END WHERE "language" NOT IN ('en', 'es');--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_language" CHECK ("mail_outbox"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_language" CHECK ("payments"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD CONSTRAINT "reservation_requests_language" CHECK ("reservation_requests"."language" in ('en', 'es'));
