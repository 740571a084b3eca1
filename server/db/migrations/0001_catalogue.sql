CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"summary_en" text,
	"summary_zh" text,
	"content_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"cover" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"banner_type" smallint DEFAULT 1 NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"pic" text NOT NULL,
	"url" text,
	"video" jsonb,
	"on_shelf_flag" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"pid" text,
	"ancestors" text[] DEFAULT '{}'::text[] NOT NULL,
	"level" smallint NOT NULL,
	"dict_value_en" text NOT NULL,
	"dict_value_zh" text NOT NULL,
	"dict_key" text,
	"remark_en" text,
	"remark_zh" text,
	"link_url" text,
	"on_shelf_flag" boolean DEFAULT true NOT NULL,
	"nav_recommend" smallint DEFAULT 0 NOT NULL,
	"multi_line" smallint DEFAULT 0 NOT NULL,
	"multi_line_right" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"table_type" smallint DEFAULT 2 NOT NULL,
	"limit_num" integer,
	"is_fake" boolean DEFAULT false NOT NULL,
	"param_title_en" text,
	"param_title_zh" text,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"en_name" text NOT NULL,
	"cn_name" text NOT NULL,
	"cn_spell" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"description_en" text,
	"description_zh" text,
	"img" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"itemno" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"second_title_en" text,
	"second_title_zh" text,
	"harmony_title" text,
	"features_en" text,
	"features_zh" text,
	"applications_en" text,
	"applications_zh" text,
	"species_en" text,
	"species_zh" text,
	"organ_en" text,
	"organ_zh" text,
	"description_en" text,
	"description_zh" text,
	"inventory_status" smallint DEFAULT 1 NOT NULL,
	"goods_identity" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"img_cover" text,
	"img_content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" text NOT NULL,
	"category_path" text[] NOT NULL,
	"bind_id" text,
	"if_status" smallint DEFAULT 0 NOT NULL,
	"if_value" numeric(8, 3),
	"on_shelf_flag" boolean DEFAULT true NOT NULL,
	"goods_type" smallint DEFAULT 1 NOT NULL,
	"species_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"application_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"area_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"medium_type" text,
	"medium_forms" text[] DEFAULT '{}'::text[] NOT NULL,
	"medium_additives" text[] DEFAULT '{}'::text[] NOT NULL,
	"limit_num" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"url" text NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"pro_name_en" text NOT NULL,
	"pro_name_zh" text NOT NULL,
	"link_url" text,
	"on_shelf_flag" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"sku_id" bigint,
	"rule_type" smallint NOT NULL,
	"discount_rate" numeric(5, 2),
	"cash_back_price" numeric(12, 2),
	"cash_back_type" smallint,
	"cash_back_val" numeric(12, 2),
	"present_type" smallint,
	"present_num" integer,
	"present_good_num" integer,
	"pre_goods_skus" jsonb,
	"valid_start" timestamp with time zone,
	"valid_end" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text NOT NULL,
	"goods_count" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_runs_name_pk" PRIMARY KEY("name")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"sku_desc_en" text NOT NULL,
	"sku_desc_zh" text NOT NULL,
	"sku_price" numeric(12, 2) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_type" text NOT NULL,
	"dict_code" text NOT NULL,
	"dict_value_en" text NOT NULL,
	"dict_value_zh" text NOT NULL,
	"remark" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_documents" ADD CONSTRAINT "goods_documents_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD CONSTRAINT "promotion_rules_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "categories_pid_idx" ON "categories" USING btree ("pid","sort");--> statement-breakpoint
CREATE INDEX "categories_ancestors_idx" ON "categories" USING gin ("ancestors");--> statement-breakpoint
CREATE INDEX "gallery_images_category_idx" ON "gallery_images" USING btree ("category_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_itemno_idx" ON "goods" USING btree ("itemno");--> statement-breakpoint
CREATE INDEX "goods_category_path_idx" ON "goods" USING gin ("category_path");--> statement-breakpoint
CREATE INDEX "goods_bind_idx" ON "goods" USING btree ("bind_id");--> statement-breakpoint
CREATE INDEX "goods_created_idx" ON "goods" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "goods_documents_goods_idx" ON "goods_documents" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "promotion_rules_goods_idx" ON "promotion_rules" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "skus_goods_idx" ON "skus" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dicts_type_code_idx" ON "sys_dicts" USING btree ("dict_type","dict_code");