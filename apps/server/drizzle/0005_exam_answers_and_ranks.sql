ALTER TABLE "exams" ADD COLUMN "answer_release" text DEFAULT 'after_close' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "rank_by" text DEFAULT 'first' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "announced_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "announced_closes_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: exams that hid answers keep hiding them; the rest wait for the window to close.
UPDATE "exams" SET "answer_release" = 'never' WHERE NOT "show_answers";--> statement-breakpoint
-- hand-written: published exams were announced with their current window (no second "New test").
UPDATE "exams" SET "announced_at" = "published_at", "announced_opens_at" = "opens_at", "announced_closes_at" = "closes_at" WHERE "published_at" IS NOT NULL;--> statement-breakpoint
-- hand-written: questions of exams nobody started carry their exam's scheme marks (the scheme in force).
UPDATE "exam_questions" AS q SET "marks" = s.marks, "negative_marks" = s.negative FROM "exams" AS e, (VALUES ('plus4minus1', 4, 1), ('plus1zero', 1, 0), ('jeeadvanced', 4, 2)) AS s(id, marks, negative) WHERE e.id = q.exam_id AND e.marking_scheme = s.id AND NOT EXISTS (SELECT 1 FROM "exam_attempts" AS a WHERE a.exam_id = e.id);--> statement-breakpoint
ALTER TABLE "exams" DROP COLUMN "show_answers";
