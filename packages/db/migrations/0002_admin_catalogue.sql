ALTER TABLE "core"."users" ADD COLUMN "can_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "core"."users" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "core"."orgs" ADD COLUMN "nces_id" text;--> statement-breakpoint
ALTER TABLE "core"."orgs" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "core"."task_variants" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "core"."task_variants" ADD COLUMN "registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "core"."tasks" ADD COLUMN "meta" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "core"."tasks" ADD COLUMN "display_order" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "core"."tasks" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;