-- Custom SQL migration file, put your code below! --
-- hand-written: begin
-- A staff decision on the answer key (0015) changes the paper's final key, so it bumps the exam's
-- paper_version (0013) like any other change to the paper: reviews then show the revised key, not a cached one.
CREATE FUNCTION "key_decisions_bump_paper_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "exams" SET "paper_version" = "paper_version" + 1
  WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."exam_id" ELSE NEW."exam_id" END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "key_decisions_paper_version" AFTER INSERT OR UPDATE OR DELETE ON "key_decisions"
  FOR EACH ROW EXECUTE FUNCTION "key_decisions_bump_paper_version"();
-- hand-written: end
