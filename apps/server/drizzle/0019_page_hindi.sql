ALTER TABLE "page_revisions" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "hindi" jsonb;