CREATE TABLE "core"."request_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_counters_pkey" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "request_counters_expires_at_idx" ON "core"."request_counters" USING btree ("expires_at");