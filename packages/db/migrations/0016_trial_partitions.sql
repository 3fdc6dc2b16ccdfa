-- Trials partitioned by the month their run started in (docs/decisions/040-trial-partitions.md).
-- Drizzle cannot declare a partitioned table, so this migration is written by hand; the snapshot
-- records the columns and keys of src/schema/assessment/runs.ts. The populated table is renamed,
-- copied into the partitioned one (run_month taken from each trial's run) and dropped.
ALTER TABLE "assessment"."trials" RENAME TO "trials_unpartitioned";--> statement-breakpoint
ALTER TABLE "assessment"."trials_unpartitioned" RENAME CONSTRAINT "trials_pkey" TO "trials_unpartitioned_pkey";--> statement-breakpoint
ALTER TABLE "assessment"."trials_unpartitioned" RENAME CONSTRAINT "trials_run_id_trial_index_key" TO "trials_unpartitioned_run_id_trial_index_key";--> statement-breakpoint
CREATE TABLE "assessment"."trials" (
	"id" text NOT NULL,
	"run_id" text NOT NULL,
	"run_month" date NOT NULL,
	"district_id" text,
	"trial_index" integer NOT NULL,
	"block" text,
	"subtask" text,
	"stage" text,
	"item_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trials_pkey" PRIMARY KEY("id","run_month"),
	CONSTRAINT "trials_run_id_trial_index_key" UNIQUE("run_id","trial_index","run_month"),
	CONSTRAINT "trials_stage_check" CHECK ("assessment"."trials"."stage" in ('practice', 'test'))
) PARTITION BY RANGE ("run_month");--> statement-breakpoint
ALTER TABLE "assessment"."trials" ADD CONSTRAINT "trials_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "assessment"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Catches a trial of a month whose partition does not exist yet; normally empty.
CREATE TABLE "assessment"."trials_default" PARTITION OF "assessment"."trials" DEFAULT;--> statement-breakpoint
-- Creates the partition of the month holding `month` unless it exists, moving that month's rows
-- out of the default partition first (PostgreSQL refuses a partition whose rows sit in the
-- default). Answers whether it created one. Serialised by a transaction-level advisory lock so
-- that processes starting together do not race.
CREATE FUNCTION "assessment"."create_trial_partition"("month" date) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
	first_day date := date_trunc('month', "month")::date;
	next_day date := (date_trunc('month', "month") + interval '1 month')::date;
	part text := 'trials_' || to_char(first_day, 'YYYY_MM');
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('assessment.trials partitions'));
	IF to_regclass(format('assessment.%I', part)) IS NOT NULL THEN
		RETURN false;
	END IF;
	EXECUTE format(
		'CREATE TABLE assessment.%I (LIKE assessment.trials INCLUDING DEFAULTS INCLUDING CONSTRAINTS)',
		part);
	EXECUTE format(
		'WITH moved AS (DELETE FROM assessment.trials_default WHERE run_month >= %L AND run_month < %L RETURNING *) '
		'INSERT INTO assessment.%I SELECT * FROM moved',
		first_day, next_day, part);
	EXECUTE format(
		'ALTER TABLE assessment.trials ATTACH PARTITION assessment.%I FOR VALUES FROM (%L) TO (%L)',
		part, first_day, next_day);
	RETURN true;
END
$$;--> statement-breakpoint
SELECT "assessment"."create_trial_partition"("m")
FROM (
	SELECT DISTINCT date_trunc('month', r."started_at" AT TIME ZONE 'UTC')::date AS "m"
	FROM "assessment"."runs" r
	WHERE EXISTS (SELECT 1 FROM "assessment"."trials_unpartitioned" t WHERE t."run_id" = r."id")
	UNION
	SELECT date_trunc('month', now() AT TIME ZONE 'UTC')::date
) "months";--> statement-breakpoint
INSERT INTO "assessment"."trials"
	("id", "run_id", "run_month", "district_id", "trial_index", "block", "subtask", "stage", "item_id", "data", "created_at")
SELECT t."id", t."run_id", date_trunc('month', r."started_at" AT TIME ZONE 'UTC')::date, t."district_id", t."trial_index",
	t."block", t."subtask", t."stage", t."item_id", t."data", t."created_at"
FROM "assessment"."trials_unpartitioned" t
JOIN "assessment"."runs" r ON r."id" = t."run_id";--> statement-breakpoint
DROP TABLE "assessment"."trials_unpartitioned";
