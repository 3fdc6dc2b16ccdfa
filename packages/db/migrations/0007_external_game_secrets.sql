CREATE TABLE "core"."variant_secrets" (
	"variant_id" text PRIMARY KEY NOT NULL,
	"sealed" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "core"."variant_secrets" ADD CONSTRAINT "variant_secrets_variant_id_task_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "core"."task_variants"("id") ON DELETE cascade ON UPDATE no action;