CREATE SCHEMA "core";
--> statement-breakpoint
CREATE SCHEMA "assessment";
--> statement-breakpoint
CREATE TABLE "core"."credentials" (
	"user_id" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core"."federated_identities" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federated_identities_provider_subject_key" UNIQUE("provider","subject"),
	CONSTRAINT "federated_identities_provider_check" CHECK ("core"."federated_identities"."provider" in ('google', 'clever', 'classlink', 'nycps'))
);
--> statement-breakpoint
CREATE TABLE "core"."users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"username" text,
	"display_name" text,
	"name_first" text,
	"name_middle" text,
	"name_last" text,
	"user_type" text NOT NULL,
	"super_admin" boolean DEFAULT false NOT NULL,
	"grade" text,
	"date_of_birth" date,
	"preferred_locale" text,
	"nycps" boolean DEFAULT false NOT NULL,
	"demographics" jsonb,
	"district_id" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_case" CHECK ("core"."users"."email" = lower("core"."users"."email")),
	CONSTRAINT "users_username_lower_case" CHECK ("core"."users"."username" = lower("core"."users"."username")),
	CONSTRAINT "users_user_type_check" CHECK ("core"."users"."user_type" in ('student', 'parent', 'teacher', 'admin', 'launch_admin'))
);
--> statement-breakpoint
CREATE TABLE "core"."email_link_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"redirect_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_link_tokens_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "core"."sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_refresh_token_hash_key" UNIQUE("refresh_token_hash")
);
--> statement-breakpoint
CREATE TABLE "core"."activation_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"org_id" text NOT NULL,
	"district_id" text,
	"expires_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "activation_codes_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "core"."memberships" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"org_id" text NOT NULL,
	"role" text NOT NULL,
	"district_id" text,
	"start_on" date DEFAULT CURRENT_DATE NOT NULL,
	"end_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_user_org_role_start_key" UNIQUE("user_id","org_id","role","start_on"),
	CONSTRAINT "memberships_role_check" CHECK ("core"."memberships"."role" in ('student', 'teacher', 'admin', 'launch_admin', 'parent', 'child')),
	CONSTRAINT "memberships_period_check" CHECK ("core"."memberships"."end_on" is null or "core"."memberships"."end_on" >= "core"."memberships"."start_on")
);
--> statement-breakpoint
CREATE TABLE "core"."orgs" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text,
	"parent_id" text,
	"district_id" text,
	"school_id" text,
	"grade" text,
	"address" jsonb,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"clever_id" text,
	"classlink_id" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orgs_type_check" CHECK ("core"."orgs"."type" in ('district', 'school', 'class', 'group', 'family'))
);
--> statement-breakpoint
CREATE TABLE "core"."legal_acceptances" (
	"user_id" text NOT NULL,
	"document_id" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_acceptances_pkey" PRIMARY KEY("user_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "core"."legal_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_kind_version_locale_key" UNIQUE("kind","version","locale"),
	CONSTRAINT "legal_documents_kind_check" CHECK ("core"."legal_documents"."kind" in ('consent', 'assent', 'terms'))
);
--> statement-breakpoint
CREATE TABLE "core"."task_bundle_variants" (
	"bundle_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "task_bundle_variants_pkey" PRIMARY KEY("bundle_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "core"."task_bundles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_bundles_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "core"."task_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"name" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_variants_task_id_name_key" UNIQUE("task_id","name")
);
--> statement-breakpoint
CREATE TABLE "core"."tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"public_name" text,
	"description" text,
	"image_url" text,
	"external_url" text,
	"registered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core"."administration_assessments" (
	"id" text PRIMARY KEY NOT NULL,
	"administration_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"task_id" text NOT NULL,
	"position" integer NOT NULL,
	"conditions" jsonb
);
--> statement-breakpoint
CREATE TABLE "core"."administration_orgs" (
	"administration_id" text NOT NULL,
	"org_id" text NOT NULL,
	CONSTRAINT "administration_orgs_pkey" PRIMARY KEY("administration_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "core"."administrations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"public_name" text,
	"date_opened" timestamp with time zone,
	"date_closed" timestamp with time zone,
	"sequential" boolean DEFAULT false NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"legal" jsonb,
	"created_by" text,
	"district_id" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "administrations_dates_check" CHECK ("core"."administrations"."date_opened" is null or "core"."administrations"."date_closed" is null or "core"."administrations"."date_closed" >= "core"."administrations"."date_opened")
);
--> statement-breakpoint
CREATE TABLE "core"."assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"administration_id" text NOT NULL,
	"user_id" text NOT NULL,
	"district_id" text,
	"assessments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_on" timestamp with time zone,
	"completed_on" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_administration_id_user_id_key" UNIQUE("administration_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "core"."audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_user_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"district_id" text,
	"details" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment"."interactions" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"district_id" text,
	"trial_index" integer,
	"event" text NOT NULL,
	"time_ms" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interactions_event_check" CHECK ("assessment"."interactions"."event" in ('blur', 'focus', 'fullscreenenter', 'fullscreenexit'))
);
--> statement-breakpoint
CREATE TABLE "assessment"."runs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"task_id" text NOT NULL,
	"variant_id" text,
	"task_version" text,
	"administration_id" text,
	"assignment_id" text,
	"district_id" text,
	"seed" text,
	"params" jsonb,
	"state" text DEFAULT 'started' NOT NULL,
	"reliable" boolean,
	"engagement_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"best_run" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "runs_state_check" CHECK ("assessment"."runs"."state" in ('started', 'completed', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "assessment"."trials" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"district_id" text,
	"trial_index" integer NOT NULL,
	"block" text,
	"subtask" text,
	"stage" text,
	"item_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trials_run_id_trial_index_key" UNIQUE("run_id","trial_index"),
	CONSTRAINT "trials_stage_check" CHECK ("assessment"."trials"."stage" in ('practice', 'test'))
);
--> statement-breakpoint
CREATE TABLE "assessment"."scores" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"user_id" text NOT NULL,
	"task_id" text NOT NULL,
	"administration_id" text,
	"district_id" text,
	"raw" jsonb,
	"computed" jsonb,
	"scoring_version" text,
	"norms_version" text,
	"reliable" boolean,
	"engagement_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scores_run_id_key" UNIQUE("run_id")
);
--> statement-breakpoint
ALTER TABLE "core"."credentials" ADD CONSTRAINT "credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "core"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."federated_identities" ADD CONSTRAINT "federated_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "core"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "core"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."activation_codes" ADD CONSTRAINT "activation_codes_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "core"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."activation_codes" ADD CONSTRAINT "activation_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "core"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "core"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."memberships" ADD CONSTRAINT "memberships_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "core"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."orgs" ADD CONSTRAINT "orgs_parent_id_orgs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "core"."orgs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."orgs" ADD CONSTRAINT "orgs_school_id_orgs_id_fk" FOREIGN KEY ("school_id") REFERENCES "core"."orgs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."legal_acceptances" ADD CONSTRAINT "legal_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "core"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."legal_acceptances" ADD CONSTRAINT "legal_acceptances_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "core"."legal_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."task_bundle_variants" ADD CONSTRAINT "task_bundle_variants_bundle_id_task_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "core"."task_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."task_bundle_variants" ADD CONSTRAINT "task_bundle_variants_variant_id_task_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "core"."task_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."task_variants" ADD CONSTRAINT "task_variants_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "core"."tasks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."administration_assessments" ADD CONSTRAINT "administration_assessments_administration_id_administrations_id_fk" FOREIGN KEY ("administration_id") REFERENCES "core"."administrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."administration_assessments" ADD CONSTRAINT "administration_assessments_variant_id_task_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "core"."task_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."administration_assessments" ADD CONSTRAINT "administration_assessments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "core"."tasks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."administration_orgs" ADD CONSTRAINT "administration_orgs_administration_id_administrations_id_fk" FOREIGN KEY ("administration_id") REFERENCES "core"."administrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."administration_orgs" ADD CONSTRAINT "administration_orgs_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "core"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."administrations" ADD CONSTRAINT "administrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "core"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."assignments" ADD CONSTRAINT "assignments_administration_id_administrations_id_fk" FOREIGN KEY ("administration_id") REFERENCES "core"."administrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."assignments" ADD CONSTRAINT "assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "core"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment"."interactions" ADD CONSTRAINT "interactions_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "assessment"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment"."trials" ADD CONSTRAINT "trials_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "assessment"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment"."scores" ADD CONSTRAINT "scores_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "assessment"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "federated_identities_user_id_idx" ON "core"."federated_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "core"."users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "core"."users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_district_id_idx" ON "core"."users" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "email_link_tokens_email_idx" ON "core"."email_link_tokens" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "core"."sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_family_id_idx" ON "core"."sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "activation_codes_org_id_idx" ON "core"."activation_codes" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "memberships_org_id_idx" ON "core"."memberships" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "memberships_user_id_idx" ON "core"."memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orgs_type_district_id_idx" ON "core"."orgs" USING btree ("type","district_id");--> statement-breakpoint
CREATE INDEX "orgs_parent_id_idx" ON "core"."orgs" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "orgs_school_id_idx" ON "core"."orgs" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orgs_clever_id_key" ON "core"."orgs" USING btree ("clever_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orgs_classlink_id_key" ON "core"."orgs" USING btree ("classlink_id");--> statement-breakpoint
CREATE INDEX "legal_acceptances_document_id_idx" ON "core"."legal_acceptances" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "task_bundle_variants_variant_id_idx" ON "core"."task_bundle_variants" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "administration_assessments_administration_id_idx" ON "core"."administration_assessments" USING btree ("administration_id");--> statement-breakpoint
CREATE INDEX "administration_orgs_org_id_idx" ON "core"."administration_orgs" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "administrations_district_id_idx" ON "core"."administrations" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "assignments_user_id_idx" ON "core"."assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "core"."audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "core"."audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "interactions_run_id_idx" ON "assessment"."interactions" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "runs_administration_id_idx" ON "assessment"."runs" USING btree ("administration_id");--> statement-breakpoint
CREATE INDEX "runs_user_id_idx" ON "assessment"."runs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scores_administration_id_idx" ON "assessment"."scores" USING btree ("administration_id");--> statement-breakpoint
CREATE INDEX "scores_user_id_idx" ON "assessment"."scores" USING btree ("user_id");