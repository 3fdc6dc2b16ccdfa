CREATE TABLE "assessment"."rejected_trials" (
	"run_id" text NOT NULL,
	"trial_id" text NOT NULL,
	"district_id" text,
	"trial_index" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rejected_trials_pkey" PRIMARY KEY("run_id","trial_id")
);
--> statement-breakpoint
ALTER TABLE "assessment"."rejected_trials" ADD CONSTRAINT "rejected_trials_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "assessment"."runs"("id") ON DELETE cascade ON UPDATE no action;