CREATE TABLE "points_balances" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_balances_not_negative" CHECK ("points_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"consignee" text NOT NULL,
	"mobile" text NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"staff_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"points" integer NOT NULL,
	"img_cover" text,
	"on_shelf_flag" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"order_no" text,
	"exchange_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_application_goods" (
	"application_id" integer NOT NULL,
	"goods_id" bigint NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "trial_application_goods_application_id_goods_id_pk" PRIMARY KEY("application_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "trial_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"institution" text NOT NULL,
	"laboratory" text NOT NULL,
	"laboratory_key" text NOT NULL,
	"consignee" text NOT NULL,
	"mobile" text NOT NULL,
	"address" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"staff_note" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "points_balances" ADD CONSTRAINT "points_balances_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_item_id_points_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."points_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_application_goods" ADD CONSTRAINT "trial_application_goods_application_id_trial_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."trial_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_application_goods" ADD CONSTRAINT "trial_application_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_applications" ADD CONSTRAINT "trial_applications_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_exchanges_customer_idx" ON "points_exchanges" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_customer_idx" ON "points_ledger" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_order_idx" ON "points_ledger" USING btree ("order_no") WHERE reason = 'order';--> statement-breakpoint
CREATE INDEX "trial_applications_customer_idx" ON "trial_applications" USING btree ("customer_id","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_applications_laboratory_idx" ON "trial_applications" USING btree ("laboratory_key") WHERE status <> 'rejected';