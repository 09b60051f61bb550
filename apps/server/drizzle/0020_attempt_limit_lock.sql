-- Custom SQL migration file, put your code below! --
-- hand-written: begin
-- "Attempt any N" (0015) is checked inside the save statement, whose snapshot cannot see a save of the
-- same attempt that is committing at the same moment: two racing saves in one section could both pass.
-- For a new answer in a limited section this trigger queues the attempt's saves on an advisory lock and
-- counts again with a fresh snapshot (plpgsql statements take their own); over the limit it raises
-- 'attempt_limit' (SQLSTATE MDANY), which the server turns into the section's message. Unlimited
-- sections, cleared answers and changes to an answer already given pass without a lock.
CREATE FUNCTION "attempt_answers_limit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  the_exam integer;
  the_section integer;
  the_cap integer;
BEGIN
  IF jsonb_array_length(NEW."selected") = 0 AND NEW."text" = '' THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND (jsonb_array_length(OLD."selected") > 0 OR OLD."text" <> '') THEN RETURN NEW; END IF;
  SELECT a."exam_id", eq."section", (e."sections" -> eq."section" ->> 'attempt_limit')::integer
    INTO the_exam, the_section, the_cap
    FROM "exam_attempts" a
    JOIN "exams" e ON e."id" = a."exam_id"
    JOIN "exam_questions" eq ON eq."exam_id" = a."exam_id" AND eq."question_id" = NEW."question_id"
    WHERE a."id" = NEW."attempt_id";
  IF the_cap IS NULL THEN RETURN NEW; END IF;
  PERFORM pg_advisory_xact_lock(20451, NEW."attempt_id");
  IF (SELECT count(*) FROM "attempt_answers" x
      JOIN "exam_questions" o ON o."exam_id" = the_exam AND o."question_id" = x."question_id"
      WHERE x."attempt_id" = NEW."attempt_id" AND x."question_id" <> NEW."question_id"
        AND o."section" = the_section AND (jsonb_array_length(x."selected") > 0 OR x."text" <> '')) >= the_cap THEN
    RAISE EXCEPTION 'attempt_limit' USING ERRCODE = 'MDANY';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "attempt_answers_limit" BEFORE INSERT OR UPDATE ON "attempt_answers"
  FOR EACH ROW EXECUTE FUNCTION "attempt_answers_limit"();
-- hand-written: end
