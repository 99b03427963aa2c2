ALTER TABLE "users" ADD COLUMN "all_communications" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "monthly_communications" boolean DEFAULT false NOT NULL;