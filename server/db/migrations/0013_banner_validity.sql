ALTER TABLE "banners" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "valid_until" timestamp with time zone;