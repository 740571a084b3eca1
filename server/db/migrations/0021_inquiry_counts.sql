CREATE TABLE "inquiry_counts" (
	"id" smallint PRIMARY KEY NOT NULL,
	"open" bigint NOT NULL,
	"answered" bigint NOT NULL,
	"closed" bigint NOT NULL,
	CONSTRAINT "inquiry_counts_one_row" CHECK ("inquiry_counts"."id" = 1)
);
--> statement-breakpoint
-- The inbox's totals (docs/architecture.md): kept by statement triggers, so a bulk insert or import
-- adds its rows in one update. An update that changes no inquiry's state writes nothing (and takes
-- no lock on the row).
CREATE FUNCTION "inquiry_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  open_delta bigint := 0;
  answered_delta bigint := 0;
  closed_delta bigint := 0;
  open_n bigint;
  answered_n bigint;
  closed_n bigint;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) FILTER (WHERE answered_at IS NULL AND closed_at IS NULL),
           count(*) FILTER (WHERE answered_at IS NOT NULL AND closed_at IS NULL),
           count(*) FILTER (WHERE closed_at IS NOT NULL)
      INTO open_n, answered_n, closed_n FROM new_rows;
    open_delta := open_n; answered_delta := answered_n; closed_delta := closed_n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT count(*) FILTER (WHERE answered_at IS NULL AND closed_at IS NULL),
           count(*) FILTER (WHERE answered_at IS NOT NULL AND closed_at IS NULL),
           count(*) FILTER (WHERE closed_at IS NOT NULL)
      INTO open_n, answered_n, closed_n FROM old_rows;
    open_delta := open_delta - open_n; answered_delta := answered_delta - answered_n; closed_delta := closed_delta - closed_n;
  END IF;
  IF open_delta <> 0 OR answered_delta <> 0 OR closed_delta <> 0 THEN
    UPDATE "inquiry_counts"
       SET "open" = "open" + open_delta, "answered" = "answered" + answered_delta, "closed" = "closed" + closed_delta
     WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "inquiry_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "inquiry_counts" SET "open" = 0, "answered" = 0, "closed" = 0 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "inquiry_counts_on_insert" AFTER INSERT ON "inquiries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "inquiry_counts_on_update" AFTER UPDATE ON "inquiries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "inquiry_counts_on_delete" AFTER DELETE ON "inquiries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "inquiry_counts_on_truncate" AFTER TRUNCATE ON "inquiries" FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_counts_reset"();
--> statement-breakpoint
-- Exact on a running PostgreSQL too: CREATE TRIGGER's lock holds inquiry writes until the migration commits.
INSERT INTO "inquiry_counts" ("id", "open", "answered", "closed")
SELECT 1,
       count(*) FILTER (WHERE answered_at IS NULL AND closed_at IS NULL),
       count(*) FILTER (WHERE answered_at IS NOT NULL AND closed_at IS NULL),
       count(*) FILTER (WHERE closed_at IS NOT NULL)
  FROM "inquiries";
