DROP TABLE "pool_reservations" CASCADE;--> statement-breakpoint
DROP TABLE "pool_topups" CASCADE;--> statement-breakpoint
ALTER TABLE "pools" DROP COLUMN "settled_base_reserve";--> statement-breakpoint
ALTER TABLE "pools" DROP COLUMN "settled_quote_reserve";--> statement-breakpoint
ALTER TABLE "pools" DROP COLUMN "settled_lp_supply";