ALTER TABLE "pool_reservations" ALTER COLUMN "direction" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pool_reservations" ADD COLUMN "kind" text DEFAULT 'swap' NOT NULL;--> statement-breakpoint
ALTER TABLE "pool_reservations" ADD COLUMN "lp_delta" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "settled_lp_supply" numeric;