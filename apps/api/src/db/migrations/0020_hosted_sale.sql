ALTER TABLE "card_checkouts" DROP CONSTRAINT "card_checkouts_type";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "card_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD COLUMN "save_card" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_sale_payment" CHECK (("card_checkouts"."transaction_type" like 'sale,%') = ("card_checkouts"."payment_id" is not null));--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_type" CHECK ("card_checkouts"."transaction_type" in ('create_payment_token', 'update_payment_token', 'sale,create_payment_token'));