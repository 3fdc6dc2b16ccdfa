CREATE TABLE "core"."norm_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"language" text NOT NULL,
	"district_id" text,
	"version" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"norms_table" jsonb NOT NULL,
	"label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_by" text,
	"activated_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	CONSTRAINT "norm_tables_kind_check" CHECK ("core"."norm_tables"."kind" in ('local', 'imported')),
	CONSTRAINT "norm_tables_state_check" CHECK ("core"."norm_tables"."state" in ('draft', 'active', 'retired'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "norm_tables_version_key" ON "core"."norm_tables" USING btree ("version");--> statement-breakpoint
CREATE INDEX "norm_tables_district_id_task_id_idx" ON "core"."norm_tables" USING btree ("district_id","task_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "norm_tables_one_active_idx" ON "core"."norm_tables" USING btree (coalesce("district_id", ''),"task_id","language") WHERE "core"."norm_tables"."state" = 'active';--> statement-breakpoint
CREATE INDEX "runs_district_id_task_id_idx" ON "assessment"."runs" USING btree ("district_id","task_id","id");