ALTER TABLE "pool_reservations" ADD COLUMN "payment_key" text;--> statement-breakpoint
CREATE INDEX "pool_reservations_payment_idx" ON "pool_reservations" USING btree ("payment_key");