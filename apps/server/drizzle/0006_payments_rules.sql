CREATE TABLE "payment_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_due_reason" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- hand-written: a failed attempt leaves the order "attempted" (Razorpay's states); later success still pays it.
UPDATE "payment_orders" SET "status" = 'attempted' WHERE "status" = 'failed';--> statement-breakpoint
-- hand-written: before the constraint below, end every live subscription overlapped by a newer one of the same
-- student (the newer one is what the app already showed as current).
UPDATE "subscriptions" s SET "ended_at" = now(), "end_reason" = 'overlapped by a newer plan (migration 0006)'
WHERE s."ended_at" IS NULL AND EXISTS (
  SELECT 1 FROM "subscriptions" o
  WHERE o."user_id" = s."user_id" AND o."id" > s."id" AND o."ended_at" IS NULL
    AND tstzrange(o."starts_at", o."ends_at") && tstzrange(s."starts_at", s."ends_at")
);--> statement-breakpoint
-- hand-written: at most one live subscription per student at any moment (a renewal may follow, not overlap).
-- int4range on the user avoids needing btree_gist, which PGlite does not ship by default.
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_one_live_per_student"
  EXCLUDE USING gist (int4range("user_id", "user_id", '[]') WITH &&, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("ended_at" IS NULL);
