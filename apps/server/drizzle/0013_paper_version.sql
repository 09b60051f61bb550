ALTER TABLE "exams" ADD COLUMN "paper_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- hand-written: begin
-- The question paper is served from memory keyed by (exam id, paper_version): every change that could alter
-- it bumps the version in the same transaction, so a cached paper is never stale, on any replica.
CREATE FUNCTION "exams_bump_paper_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ROW(NEW.*) IS DISTINCT FROM ROW(OLD.*) THEN
    NEW."paper_version" := OLD."paper_version" + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "exams_paper_version" BEFORE UPDATE ON "exams"
  FOR EACH ROW EXECUTE FUNCTION "exams_bump_paper_version"();--> statement-breakpoint
CREATE FUNCTION "exam_questions_bump_paper_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "exams" SET "paper_version" = "paper_version" + 1 WHERE "id" = OLD."exam_id";
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."exam_id" IS DISTINCT FROM OLD."exam_id") THEN
    UPDATE "exams" SET "paper_version" = "paper_version" + 1 WHERE "id" = NEW."exam_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "exam_questions_paper_version" AFTER INSERT OR UPDATE OR DELETE ON "exam_questions"
  FOR EACH ROW EXECUTE FUNCTION "exam_questions_bump_paper_version"();--> statement-breakpoint
CREATE FUNCTION "questions_bump_paper_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ROW(NEW.*) IS DISTINCT FROM ROW(OLD.*) THEN
    UPDATE "exams" SET "paper_version" = "paper_version" + 1
    WHERE "id" IN (SELECT "exam_id" FROM "exam_questions" WHERE "question_id" = NEW."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "questions_paper_version" AFTER UPDATE ON "questions"
  FOR EACH ROW EXECUTE FUNCTION "questions_bump_paper_version"();
-- hand-written: end
