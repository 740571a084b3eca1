CREATE TABLE "after_sales_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"staff_reply" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"kind" text NOT NULL,
	"amount_off" numeric(12, 2),
	"percent_off" smallint,
	"threshold" numeric(12, 2) DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"subject_en" text NOT NULL,
	"subject_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"avatar_file_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"title" text NOT NULL,
	"tax_number" text NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"document_no" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_centre_seen" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"order_line_id" integer NOT NULL,
	"goods_id" bigint,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" bigint,
	"sku_id" bigint NOT NULL,
	"itemno" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"sku_desc_en" text NOT NULL,
	"sku_desc_zh" text NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"delivered_quantity" integer DEFAULT 0 NOT NULL,
	"lot_batch" text,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_logistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"text_en" text NOT NULL,
	"text_zh" text NOT NULL,
	"location" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"goods_amount" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"coupon_id" integer,
	"coupon_title_en" text,
	"coupon_title_zh" text,
	"address" jsonb NOT NULL,
	"invoice_type" text DEFAULT 'none' NOT NULL,
	"invoice_title" text DEFAULT '' NOT NULL,
	"invoice_tax_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"carrier" text,
	"tracking_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
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
CREATE TABLE "receiving_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"consignee" text NOT NULL,
	"mobile" text NOT NULL,
	"country" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"detail" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"record_no" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"state" text NOT NULL,
	"sample_count" integer DEFAULT 0 NOT NULL,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
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
CREATE TABLE "uploaded_files" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"md5" text NOT NULL,
	"extension" text NOT NULL,
	"kind" text NOT NULL,
	"size" bigint NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"credit_limit" numeric(12, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "after_sales_events" ADD CONSTRAINT "after_sales_events_request_id_after_sales_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."after_sales_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_lines" ADD CONSTRAINT "after_sales_lines_request_id_after_sales_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."after_sales_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_lines" ADD CONSTRAINT "after_sales_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD CONSTRAINT "after_sales_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_requests" ADD CONSTRAINT "after_sales_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_avatar_file_id_uploaded_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_entries" ADD CONSTRAINT "feedback_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_centre_seen" ADD CONSTRAINT "message_centre_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_evaluations" ADD CONSTRAINT "order_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_evaluations" ADD CONSTRAINT "order_evaluations_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_evaluations" ADD CONSTRAINT "order_evaluations_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logistics" ADD CONSTRAINT "order_logistics_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_balances" ADD CONSTRAINT "points_balances_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_item_id_points_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."points_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_addresses" ADD CONSTRAINT "receiving_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_records" ADD CONSTRAINT "service_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_application_goods" ADD CONSTRAINT "trial_application_goods_application_id_trial_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."trial_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_application_goods" ADD CONSTRAINT "trial_application_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_applications" ADD CONSTRAINT "trial_applications_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sales_events_request_idx" ON "after_sales_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "after_sales_lines_request_idx" ON "after_sales_lines" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "after_sales_lines_line_idx" ON "after_sales_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "after_sales_user_idx" ON "after_sales_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id","valid_until");--> statement-breakpoint
CREATE INDEX "customer_messages_user_idx" ON "customer_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_entries_user_kind_idx" ON "feedback_entries" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "invoice_requests_user_idx" ON "invoice_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_evaluations_line_idx" ON "order_evaluations" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_evaluations_goods_idx" ON "order_evaluations" USING btree ("goods_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","sort");--> statement-breakpoint
CREATE INDEX "order_logistics_order_idx" ON "order_logistics" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "points_exchanges_customer_idx" ON "points_exchanges" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_customer_idx" ON "points_ledger" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_order_idx" ON "points_ledger" USING btree ("order_no") WHERE reason = 'order';--> statement-breakpoint
CREATE INDEX "receiving_addresses_user_idx" ON "receiving_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_addresses_one_default_idx" ON "receiving_addresses" USING btree ("user_id") WHERE "receiving_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "service_records_user_idx" ON "service_records" USING btree ("user_id","kind","submitted_at");--> statement-breakpoint
CREATE INDEX "trial_applications_customer_idx" ON "trial_applications" USING btree ("customer_id","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_applications_laboratory_idx" ON "trial_applications" USING btree ("laboratory_key") WHERE status <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_user_md5_idx" ON "uploaded_files" USING btree ("user_id","md5");