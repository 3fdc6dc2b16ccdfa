ALTER TABLE "core"."users" ADD COLUMN "time_accommodation" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "core"."report_scores" ADD COLUMN "time_accommodation" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment"."runs" ADD COLUMN "time_accommodation" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "core"."users" ADD CONSTRAINT "users_time_accommodation_check" CHECK ("core"."users"."time_accommodation" in ('none', 'extended_1_5', 'extended_2', 'untimed'));--> statement-breakpoint
ALTER TABLE "core"."report_scores" ADD CONSTRAINT "report_scores_time_accommodation_check" CHECK ("core"."report_scores"."time_accommodation" in ('none', 'extended_1_5', 'extended_2', 'untimed'));--> statement-breakpoint
ALTER TABLE "assessment"."runs" ADD CONSTRAINT "runs_time_accommodation_check" CHECK ("assessment"."runs"."time_accommodation" in ('none', 'extended_1_5', 'extended_2', 'untimed'));