CREATE TABLE "staff_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"disabled_at" timestamp with time zone,
	"invited_by" bigint,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint,
	"staff_name" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_invited_by_staff_accounts_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_idx" ON "staff_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_invite_idx" ON "staff_accounts" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "staff_audit_created_idx" ON "staff_audit" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "inquiries_open_idx" ON "inquiries" USING btree ("created_at","id") WHERE "inquiries"."answered_at" IS NULL AND "inquiries"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "inquiries_done_idx" ON "inquiries" USING btree ("created_at","id") WHERE "inquiries"."answered_at" IS NOT NULL OR "inquiries"."closed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "inquiries_answered_idx" ON "inquiries" USING btree ("created_at","id") WHERE "inquiries"."answered_at" IS NOT NULL AND "inquiries"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "inquiries_closed_idx" ON "inquiries" USING btree ("created_at","id") WHERE "inquiries"."closed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "inquiries_who_trgm_idx" ON "inquiries" USING gin ((lower("name" || ' ' || "company" || ' ' || "email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiry_goods_itemno_trgm_idx" ON "inquiry_goods" USING gin (lower("itemno") gin_trgm_ops);