ALTER TABLE "core"."report_scores" ADD COLUMN "raw_score_low" double precision;--> statement-breakpoint
ALTER TABLE "core"."report_scores" ADD COLUMN "raw_score_high" double precision;--> statement-breakpoint
ALTER TABLE "core"."report_scores" ADD COLUMN "percentile_low" double precision;--> statement-breakpoint
ALTER TABLE "core"."report_scores" ADD COLUMN "percentile_high" double precision;--> statement-breakpoint
ALTER TABLE "core"."report_scores" ADD COLUMN "standard_score_low" integer;--> statement-breakpoint
ALTER TABLE "core"."report_scores" ADD COLUMN "standard_score_high" integer;