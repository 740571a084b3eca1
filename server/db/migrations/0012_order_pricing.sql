-- Orders priced by the one pricing rule (docs/product.md §11.4): list prices, named savings, gift
-- lines and the member discount are kept with each order. Orders stored before were charged list
-- prices, so their list figures are what they were charged.
ALTER TABLE "order_lines" ADD COLUMN "list_price" numeric(12, 2);--> statement-breakpoint
UPDATE "order_lines" SET "list_price" = "unit_price";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "list_price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "is_gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "list_amount" numeric(12, 2);--> statement-breakpoint
UPDATE "orders" SET "list_amount" = "goods_amount";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "list_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_discount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "member_level" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "member_percent_off" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "member_discount" numeric(12, 2) DEFAULT 0 NOT NULL;
