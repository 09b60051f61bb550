CREATE TABLE "attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"selected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"marked" boolean DEFAULT false NOT NULL,
	"time_spent_ms" integer DEFAULT 0 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"score" numeric(6, 2),
	"feedback" text DEFAULT '' NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
DROP INDEX "exam_attempts_exam_idx";--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "auto_submitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "current_question_id" integer;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "last_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "score" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "max_marks" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "pending_evaluation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "evaluated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "evaluated_by" integer;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_evaluated_by_users_id_fk" FOREIGN KEY ("evaluated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_open_uq" ON "exam_attempts" USING btree ("user_id","exam_id") WHERE "exam_attempts"."submitted_at" is null and "exam_attempts"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "exam_attempts_open_idx" ON "exam_attempts" USING btree ("deadline") WHERE "exam_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "exam_attempts_pending_idx" ON "exam_attempts" USING btree ("submitted_at") WHERE "exam_attempts"."pending_evaluation";--> statement-breakpoint
CREATE INDEX "exam_attempts_exam_idx" ON "exam_attempts" USING btree ("exam_id","submitted_at");