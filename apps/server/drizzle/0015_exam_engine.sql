CREATE TABLE "key_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_decisions" (
	"exam_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"decision" text NOT NULL,
	"correct" jsonb,
	"numeric" jsonb,
	"decided_by" integer,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_decisions_exam_id_question_id_pk" PRIMARY KEY("exam_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "challenge_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "challenge_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "drop_policy" text DEFAULT 'attempted' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "numeric" jsonb;--> statement-breakpoint
ALTER TABLE "key_challenges" ADD CONSTRAINT "key_challenges_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_challenges" ADD CONSTRAINT "key_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_decisions" ADD CONSTRAINT "key_decisions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_decisions" ADD CONSTRAINT "key_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "key_challenges_one_uq" ON "key_challenges" USING btree ("exam_id","question_id","user_id");