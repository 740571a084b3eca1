CREATE TABLE "goods_search" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"itemno" text NOT NULL,
	"on_shelf_flag" boolean NOT NULL,
	"category_path" text[] NOT NULL,
	"title_en_key" text NOT NULL,
	"title_zh_key" text NOT NULL,
	"title_words" text[] NOT NULL,
	"search_aliases" text,
	"search_text" text NOT NULL,
	"search_han" text NOT NULL,
	"search_tokens" text[] NOT NULL,
	"dictionary_words" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"has_result" boolean NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"goods_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_search" ADD CONSTRAINT "goods_search_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_search_itemno_idx" ON "goods_search" USING btree (lower("itemno") COLLATE "C");--> statement-breakpoint
CREATE INDEX "goods_search_title_en_idx" ON "goods_search" USING btree ("title_en_key" COLLATE "C","goods_id") WHERE "goods_search"."on_shelf_flag";--> statement-breakpoint
CREATE INDEX "goods_search_title_zh_idx" ON "goods_search" USING btree ("title_zh_key" COLLATE "C","goods_id") WHERE "goods_search"."on_shelf_flag";--> statement-breakpoint
CREATE INDEX "goods_search_text_idx" ON "goods_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_search_tokens_idx" ON "goods_search" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" COLLATE "C");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);