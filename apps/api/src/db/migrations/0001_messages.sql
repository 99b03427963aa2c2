ALTER TABLE "messages" ADD COLUMN "from_member" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "need_to_contact_me" boolean DEFAULT false NOT NULL;