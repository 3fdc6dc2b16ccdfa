CREATE TABLE "core"."pending_passwords" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sealed" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core"."job_files" (
	"job_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core"."jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"queue_id" text,
	"kind" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"idempotency_key" text,
	"created_by" text,
	"district_id" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"input" "bytea",
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"result" jsonb,
	"row_errors" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"worker_id" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("core"."jobs"."state" in ('queued', 'active', 'retrying', 'completed', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "core"."pending_passwords" ADD CONSTRAINT "pending_passwords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "core"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."job_files" ADD CONSTRAINT "job_files_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "core"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_files_expires_at_idx" ON "core"."job_files" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_idempotency_key_idx" ON "core"."jobs" USING btree ("kind","idempotency_key");--> statement-breakpoint
CREATE INDEX "jobs_created_by_idx" ON "core"."jobs" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "core"."jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_state_idx" ON "core"."jobs" USING btree ("state");