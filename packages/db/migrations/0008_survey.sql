CREATE TABLE "core"."survey_opt_outs" (
	"student_id" text NOT NULL,
	"administration_id" text NOT NULL,
	"opted_out_by" text,
	"district_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_opt_outs_pkey" PRIMARY KEY("student_id","administration_id")
);
--> statement-breakpoint
CREATE TABLE "core"."survey_responses" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"administration_id" text NOT NULL,
	"respondent_id" text NOT NULL,
	"form" text NOT NULL,
	"language" text NOT NULL,
	"answers" jsonb NOT NULL,
	"district_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_student_administration_respondent_key" UNIQUE("student_id","administration_id","respondent_id"),
	CONSTRAINT "survey_responses_form_check" CHECK ("core"."survey_responses"."form" in ('parent', 'teacher')),
	CONSTRAINT "survey_responses_language_check" CHECK ("core"."survey_responses"."language" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "core"."orgs" ADD COLUMN "survey_answers_to_teachers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "core"."survey_opt_outs" ADD CONSTRAINT "survey_opt_outs_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "core"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."survey_opt_outs" ADD CONSTRAINT "survey_opt_outs_administration_id_administrations_id_fk" FOREIGN KEY ("administration_id") REFERENCES "core"."administrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."survey_opt_outs" ADD CONSTRAINT "survey_opt_outs_opted_out_by_users_id_fk" FOREIGN KEY ("opted_out_by") REFERENCES "core"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."survey_responses" ADD CONSTRAINT "survey_responses_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "core"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."survey_responses" ADD CONSTRAINT "survey_responses_administration_id_administrations_id_fk" FOREIGN KEY ("administration_id") REFERENCES "core"."administrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."survey_responses" ADD CONSTRAINT "survey_responses_respondent_id_users_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "core"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_opt_outs_administration_id_idx" ON "core"."survey_opt_outs" USING btree ("administration_id");--> statement-breakpoint
CREATE INDEX "survey_responses_administration_id_idx" ON "core"."survey_responses" USING btree ("administration_id");--> statement-breakpoint
CREATE INDEX "survey_responses_respondent_id_idx" ON "core"."survey_responses" USING btree ("respondent_id");