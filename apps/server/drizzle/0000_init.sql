CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"for_subscription" boolean DEFAULT false NOT NULL,
	"fee" numeric(12, 2),
	"quarterly_fee" numeric(12, 2),
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_fee_nonnegative" CHECK ("courses"."fee" IS NULL OR "courses"."fee" >= 0),
	CONSTRAINT "courses_quarterly_fee_nonnegative" CHECK ("courses"."quarterly_fee" IS NULL OR "courses"."quarterly_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'student' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"profile_pic" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "courses_parent_idx" ON "courses" USING btree ("parent","position");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_parent_name_uq" ON "courses" USING btree ("parent","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","id");