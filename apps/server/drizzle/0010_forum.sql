CREATE TABLE "forum_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"by_staff" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forum_follows" (
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "forum_follows_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_images" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"attached" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"subject" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linked_question_id" integer,
	"linked_exam_id" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"teacher_answered" boolean DEFAULT false NOT NULL,
	"accepted_answer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"post_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "forum_votes" (
	"kind" text NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_votes_kind_post_id_user_id_pk" PRIMARY KEY("kind","post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "forum_answers" ADD CONSTRAINT "forum_answers_question_id_forum_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."forum_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_answers" ADD CONSTRAINT "forum_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_follows" ADD CONSTRAINT "forum_follows_question_id_forum_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."forum_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_follows" ADD CONSTRAINT "forum_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_images" ADD CONSTRAINT "forum_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_questions" ADD CONSTRAINT "forum_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_questions" ADD CONSTRAINT "forum_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_questions" ADD CONSTRAINT "forum_questions_linked_question_id_questions_id_fk" FOREIGN KEY ("linked_question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_questions" ADD CONSTRAINT "forum_questions_linked_exam_id_exams_id_fk" FOREIGN KEY ("linked_exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_question_id_forum_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."forum_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_votes" ADD CONSTRAINT "forum_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_answers_question_idx" ON "forum_answers" USING btree ("question_id","id");--> statement-breakpoint
CREATE INDEX "forum_answers_user_idx" ON "forum_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_follows_user_idx" ON "forum_follows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_images_user_idx" ON "forum_images" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_questions_newest_idx" ON "forum_questions" USING btree ("hidden","id");--> statement-breakpoint
CREATE INDEX "forum_questions_votes_idx" ON "forum_questions" USING btree ("hidden","votes","id");--> statement-breakpoint
CREATE INDEX "forum_questions_course_idx" ON "forum_questions" USING btree ("course_id","hidden","id");--> statement-breakpoint
CREATE INDEX "forum_questions_user_idx" ON "forum_questions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "forum_questions_unanswered_idx" ON "forum_questions" USING btree ("id") WHERE "forum_questions"."answer_count" = 0 and not "forum_questions"."hidden";--> statement-breakpoint
CREATE INDEX "forum_questions_teacher_idx" ON "forum_questions" USING btree ("id") WHERE "forum_questions"."teacher_answered" and not "forum_questions"."hidden";--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_open_uq" ON "forum_reports" USING btree ("kind","post_id","reporter_id") WHERE "forum_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "forum_reports_open_idx" ON "forum_reports" USING btree ("id") WHERE "forum_reports"."resolved_at" is null;
--> statement-breakpoint
-- hand-written: begin
-- Full-text search of doubts (title weighs more than body), kept by PostgreSQL itself; PGlite runs the same.
ALTER TABLE "forum_questions" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("body_text", '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "forum_questions_search_idx" ON "forum_questions" USING gin ("search");--> statement-breakpoint
-- "Unanswered first": visible doubts ordered by whether they have an answer, then newest.
CREATE INDEX "forum_questions_unanswered_first_idx" ON "forum_questions" USING btree (("answer_count" > 0), "id" DESC) WHERE NOT "hidden";
-- hand-written: end
