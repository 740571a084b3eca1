-- Counters become one row per bucket (windows start at a bucket's first hit); the old rows are
-- short-lived counts of epoch-aligned windows and start again.
DELETE FROM "rate_limit_hits";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" DROP CONSTRAINT "rate_limit_hits_bucket_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD PRIMARY KEY ("bucket");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");
