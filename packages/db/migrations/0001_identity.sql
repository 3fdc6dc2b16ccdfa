CREATE TABLE "core"."bug_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text,
	"email" text,
	"message" text NOT NULL,
	"page_url" text,
	"user_agent" text,
	"ip" text,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "core"."email_link_tokens" ADD COLUMN "purpose" text DEFAULT 'sign_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "core"."email_link_tokens" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "core"."sessions" ADD COLUMN "auth_method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "core"."sessions" ADD COLUMN "authenticated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "bug_reports_created_at_idx" ON "core"."bug_reports" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "core"."email_link_tokens" ADD CONSTRAINT "email_link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "core"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."email_link_tokens" ADD CONSTRAINT "email_link_tokens_purpose_check" CHECK ("core"."email_link_tokens"."purpose" in ('sign_in', 'password_reset'));--> statement-breakpoint
ALTER TABLE "core"."sessions" ADD CONSTRAINT "sessions_auth_method_check" CHECK ("core"."sessions"."auth_method" in ('password', 'email_link', 'google', 'clever', 'classlink', 'nycps'));