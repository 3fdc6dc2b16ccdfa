ALTER TABLE "core"."sessions" ADD COLUMN "second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "core"."sign_in_challenges" ADD COLUMN "pending_secret" "bytea";