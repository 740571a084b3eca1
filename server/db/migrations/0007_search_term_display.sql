CREATE TABLE "search_term_spellings" (
	"term" text NOT NULL,
	"spelling" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_term_spellings_term_spelling_pk" PRIMARY KEY("term","spelling")
);
--> statement-breakpoint
CREATE TABLE "search_titles" (
	"lang" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"goods_id" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "goods_search_title_en_idx";--> statement-breakpoint
DROP INDEX "goods_search_title_zh_idx";--> statement-breakpoint
-- Terms logged before spellings were kept show their key until a new search spells them.
ALTER TABLE "search_terms" ADD COLUMN "display" text;--> statement-breakpoint
UPDATE "search_terms" SET "display" = "term";--> statement-breakpoint
ALTER TABLE "search_terms" ALTER COLUMN "display" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "search_titles_key_idx" ON "search_titles" USING btree ("lang","key" COLLATE "C");--> statement-breakpoint
CREATE INDEX "search_titles_goods_idx" ON "search_titles" USING btree ("goods_id");--> statement-breakpoint
-- The titles of a catalogue indexed before this migration (server/services/search-titles.ts keeps them after).
INSERT INTO "search_titles" ("lang", "key", "title", "goods_id")
SELECT DISTINCT ON (lang, key) lang, key, title, goods_id FROM (
  SELECT 'en' AS lang, s.title_en_key AS key, g.title_en AS title, s.goods_id FROM goods_search s JOIN goods g ON g.id = s.goods_id
  WHERE s.on_shelf_flag AND s.title_en_key <> ''
  UNION ALL
  SELECT 'zh', s.title_zh_key, g.title_zh, s.goods_id FROM goods_search s JOIN goods g ON g.id = s.goods_id
  WHERE s.on_shelf_flag AND s.title_zh_key <> ''
) AS titles
ORDER BY lang, key, goods_id;