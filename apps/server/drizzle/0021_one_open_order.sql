-- hand-written: begin
-- Orders opened before this rule: each student keeps only the newest one waiting for a payment.
UPDATE "payment_orders" SET "status" = 'closed', "failure_reason" = 'Replaced by a newer order'
  WHERE "status" IN ('created', 'attempted')
    AND "id" NOT IN (
      SELECT max("id") FROM "payment_orders" WHERE "status" IN ('created', 'attempted') GROUP BY "user_id"
    );--> statement-breakpoint
-- hand-written: end
CREATE UNIQUE INDEX "payment_orders_open_uq" ON "payment_orders" USING btree ("user_id") WHERE "payment_orders"."status" in ('created', 'attempted');
