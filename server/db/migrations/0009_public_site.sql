CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"notice_id" integer,
	"file_name_en" text NOT NULL,
	"file_name_zh" text NOT NULL,
	"url" text NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"sections_en" jsonb NOT NULL,
	"sections_zh" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"region" text NOT NULL,
	"company" text NOT NULL,
	"city_en" text NOT NULL,
	"city_zh" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_citations" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"pmid" text NOT NULL,
	"authors" text NOT NULL,
	"title" text NOT NULL,
	"journal" text NOT NULL,
	"year" smallint NOT NULL,
	"application_code" text NOT NULL,
	"species_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lot_tests" (
	"lot_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"test_en" text NOT NULL,
	"test_zh" text NOT NULL,
	"specification_en" text NOT NULL,
	"specification_zh" text NOT NULL,
	"result_en" text NOT NULL,
	"result_zh" text NOT NULL,
	"passed" boolean NOT NULL,
	CONSTRAINT "lot_tests_lot_id_sort_pk" PRIMARY KEY("lot_id","sort")
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"itemno" text NOT NULL,
	"batch" text NOT NULL,
	"manufactured_on" text NOT NULL,
	"expires_on" text NOT NULL,
	"size_en" text NOT NULL,
	"size_zh" text NOT NULL,
	"quantity" integer NOT NULL,
	"storage_en" text NOT NULL,
	"storage_zh" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "primers" (
	"id" serial PRIMARY KEY NOT NULL,
	"gene" text NOT NULL,
	"gene_name_en" text NOT NULL,
	"gene_name_zh" text NOT NULL,
	"species" text NOT NULL,
	"application" text NOT NULL,
	"accession" text NOT NULL,
	"forward" text NOT NULL,
	"reverse" text NOT NULL,
	"amplicon_length" integer NOT NULL,
	"forward_tm" numeric(4, 1) NOT NULL,
	"reverse_tm" numeric(4, 1) NOT NULL,
	"goods_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_no" text NOT NULL,
	"notice_type" text NOT NULL,
	"status" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"body_en" jsonb NOT NULL,
	"body_zh" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "goods_id" bigint;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "tissue_en" text;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "tissue_zh" text;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "stain_en" text;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "stain_zh" text;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "magnification" smallint;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "dzi" text;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "render" jsonb;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "lead_time_min_days" smallint;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "lead_time_max_days" smallint;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "citation_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_notice_id_purchase_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."purchase_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_citations" ADD CONSTRAINT "goods_citations_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_tests" ADD CONSTRAINT "lot_tests_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "primers" ADD CONSTRAINT "primers_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_category_idx" ON "attachments" USING btree ("category","sort");--> statement-breakpoint
CREATE INDEX "attachments_notice_idx" ON "attachments" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "distributors_region_idx" ON "distributors" USING btree ("region","sort");--> statement-breakpoint
CREATE INDEX "goods_citations_goods_idx" ON "goods_citations" USING btree ("goods_id","application_code","year");--> statement-breakpoint
CREATE UNIQUE INDEX "lots_batch_idx" ON "lots" USING btree ("batch");--> statement-breakpoint
CREATE INDEX "lots_goods_idx" ON "lots" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "primers_gene_idx" ON "primers" USING btree ("gene");--> statement-breakpoint
CREATE INDEX "primers_species_idx" ON "primers" USING btree ("species","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_notices_no_idx" ON "purchase_notices" USING btree ("notice_no");--> statement-breakpoint
CREATE INDEX "purchase_notices_published_idx" ON "purchase_notices" USING btree ("published_at");--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;