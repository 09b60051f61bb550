CREATE TABLE "course_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"chapter" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"link_url" text,
	"storage_key" text,
	"mime" text,
	"size_bytes" bigint,
	"is_demo" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_progress" (
	"user_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_documents" ADD CONSTRAINT "course_documents_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_documents" ADD CONSTRAINT "course_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_progress" ADD CONSTRAINT "material_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_progress" ADD CONSTRAINT "material_progress_material_id_course_documents_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."course_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_documents_order_idx" ON "course_documents" USING btree ("course_id","chapter","position");--> statement-breakpoint
CREATE INDEX "course_documents_uploaded_by_idx" ON "course_documents" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "course_documents_demo_idx" ON "course_documents" USING btree ("is_demo") WHERE "course_documents"."is_demo";--> statement-breakpoint
CREATE INDEX "course_documents_storage_key_idx" ON "course_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "material_progress_user_material_uq" ON "material_progress" USING btree ("user_id","material_id");--> statement-breakpoint
CREATE INDEX "material_progress_recent_idx" ON "material_progress" USING btree ("user_id","updated_at");