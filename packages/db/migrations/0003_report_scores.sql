CREATE TABLE "core"."report_scores" (
	"assignment_id" text NOT NULL,
	"task_id" text NOT NULL,
	"administration_id" text NOT NULL,
	"user_id" text NOT NULL,
	"district_id" text,
	"run_id" text NOT NULL,
	"raw_score" double precision,
	"percent_correct" double precision,
	"percentile" double precision,
	"standard_score" integer,
	"support_level" text,
	"norms_kind" text,
	"reliable" boolean,
	"engagement_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_scores_pkey" PRIMARY KEY("assignment_id","task_id"),
	CONSTRAINT "report_scores_support_level_check" CHECK ("core"."report_scores"."support_level" in ('needs-extra-support', 'developing', 'achieved', 'raw-score')),
	CONSTRAINT "report_scores_norms_kind_check" CHECK ("core"."report_scores"."norms_kind" in ('provisional', 'local'))
);
--> statement-breakpoint
ALTER TABLE "core"."report_scores" ADD CONSTRAINT "report_scores_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "core"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_scores_administration_id_task_id_idx" ON "core"."report_scores" USING btree ("administration_id","task_id");--> statement-breakpoint
CREATE INDEX "report_scores_user_id_idx" ON "core"."report_scores" USING btree ("user_id");--> statement-breakpoint
-- Backfill the read model from the best completed runs and their scores. This finds rows only when
-- both targets share one database (the default): with ASSESSMENT_DATABASE_URL set, this database's
-- assessment tables (or its core tables, on the app database) are empty, nothing is inserted, and
-- rows appear as runs complete.
INSERT INTO "core"."report_scores" (
	"assignment_id", "task_id", "administration_id", "user_id", "district_id", "run_id",
	"raw_score", "percent_correct", "percentile", "standard_score", "support_level", "norms_kind",
	"reliable", "engagement_flags", "completed_at", "updated_at"
)
SELECT a."id", r."task_id", a."administration_id", a."user_id", a."district_id", r."id",
	CASE WHEN jsonb_typeof(c->'rawScore') = 'number' THEN (c->>'rawScore')::double precision END,
	CASE WHEN jsonb_typeof(c->'percentCorrect') = 'number' THEN (c->>'percentCorrect')::double precision END,
	CASE WHEN jsonb_typeof(c->'percentile') = 'number' THEN (c->>'percentile')::double precision END,
	CASE WHEN jsonb_typeof(c->'standardScore') = 'number' THEN round((c->>'standardScore')::numeric)::integer END,
	CASE WHEN c->>'supportLevel' IN ('needs-extra-support', 'developing', 'achieved') THEN c->>'supportLevel'
		WHEN jsonb_typeof(c->'rawScore') = 'number' THEN 'raw-score' END,
	CASE WHEN c->>'normsKind' IN ('provisional', 'local') THEN c->>'normsKind' END,
	r."reliable", r."engagement_flags", r."completed_at", now()
FROM "assessment"."runs" r
JOIN "assessment"."scores" s ON s."run_id" = r."id"
CROSS JOIN LATERAL (SELECT s."computed"->'composite' AS c) composite
JOIN "core"."assignments" a ON a."id" = coalesce(r."assignment_id", (
	SELECT a2."id" FROM "core"."assignments" a2
	WHERE a2."user_id" = r."user_id" AND a2."administration_id" = r."administration_id"
))
WHERE r."best_run" AND r."state" = 'completed' AND r."administration_id" IS NOT NULL
ON CONFLICT DO NOTHING;
