CREATE TABLE "practice_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"include" jsonb NOT NULL,
	"question_ids" jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" numeric(8, 2),
	"max_marks" numeric(8, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_sets_attempt_idx" ON "practice_sets" USING btree ("attempt_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_sets_one_open_uq" ON "practice_sets" USING btree ("attempt_id") WHERE "practice_sets"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "exam_attempts_user_submitted_idx" ON "exam_attempts" USING btree ("user_id","submitted_at") WHERE "exam_attempts"."submitted_at" is not null;