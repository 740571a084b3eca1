CREATE TABLE "cell_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"species_en" text NOT NULL,
	"species_zh" text NOT NULL,
	"tissue_en" text NOT NULL,
	"tissue_zh" text NOT NULL,
	"growth" text NOT NULL,
	"medium_code" text NOT NULL,
	"serum_en" text NOT NULL,
	"serum_zh" text NOT NULL,
	"category_id" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "medium_code" text;--> statement-breakpoint
ALTER TABLE "cell_lines" ADD CONSTRAINT "cell_lines_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cell_lines_name_idx" ON "cell_lines" USING btree ("name");