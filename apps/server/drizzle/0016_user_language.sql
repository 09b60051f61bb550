ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
-- hand-written: begin
ALTER TABLE "users" ADD CONSTRAINT "users_language_ck" CHECK ("language" IN ('en', 'hi'));
-- hand-written: end
