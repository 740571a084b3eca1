CREATE TABLE "search_weeks" (
	"week" date NOT NULL,
	"lang" text NOT NULL,
	"term" text NOT NULL,
	"display" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	"without_result" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_weeks_week_lang_term_pk" PRIMARY KEY("week","lang","term")
);
