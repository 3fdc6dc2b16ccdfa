CREATE TABLE "core"."item_parameter_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"version" text NOT NULL,
	"model" text NOT NULL,
	"items" jsonb NOT NULL,
	"provenance" jsonb NOT NULL,
	"fit" jsonb NOT NULL,
	"dif" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"runs" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_by" text,
	"activated_by" text,
	"activated_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_parameter_sets_task_id_version_key" UNIQUE("task_id","version"),
	CONSTRAINT "item_parameter_sets_model_check" CHECK ("core"."item_parameter_sets"."model" in ('rasch', '2pl')),
	CONSTRAINT "item_parameter_sets_state_check" CHECK ("core"."item_parameter_sets"."state" in ('draft', 'active', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "assessment"."score_history" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"raw" jsonb,
	"computed" jsonb,
	"scoring_version" text,
	"norms_version" text,
	"item_parameters_version" text,
	"reliable" boolean,
	"rescored_with" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_history_run_id_rescored_with_key" UNIQUE("run_id","rescored_with")
);
--> statement-breakpoint
ALTER TABLE "assessment"."scores" ADD COLUMN "item_parameters_version" text;--> statement-breakpoint
ALTER TABLE "core"."item_parameter_sets" ADD CONSTRAINT "item_parameter_sets_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "core"."tasks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment"."score_history" ADD CONSTRAINT "score_history_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "assessment"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_parameter_sets_one_active_idx" ON "core"."item_parameter_sets" USING btree ("task_id") WHERE "core"."item_parameter_sets"."state" = 'active';--> statement-breakpoint
CREATE INDEX "item_parameter_sets_task_id_idx" ON "core"."item_parameter_sets" USING btree ("task_id","created_at");