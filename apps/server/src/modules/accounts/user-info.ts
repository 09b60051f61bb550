import type { UserInfo } from "@medhavi/domain";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { notFound } from "../../platform/errors";
import { bookedRenewalEnd, currentSubscription, hadTrial, subscriberInfo } from "../subscriptions/service";

export type UserRow = typeof users.$inferSelect;

/** The reply shape of the user fields. Plain types: reply schemas are encoded, so no transforms here. */
export const userInfoReply = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  userid: z.number(),
  profilePic: z.string(),
  course_id: z.number().nullable(),
  subscription: z.string().nullable(),
  subscription_end: z.number().nullable(),
  renewed_until: z.number().nullable(),
  trial_used: z.boolean(),
  language: z.enum(["en", "hi"]).nullable(),
});

/** The user fields of spec section 3, with the student's current subscription. */
export async function userInfo(db: DbOrTx, user: UserRow): Promise<UserInfo> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobileNumber: user.mobileNumber,
    userid: user.id,
    profilePic: user.profilePic,
    language: user.language,
    ...subscriberInfo(await currentSubscription(db, user.id)),
    renewed_until: await bookedRenewalEnd(db, user.id),
    trial_used: await hadTrial(db, user.id),
  };
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function getUser(db: DbOrTx, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound("No such user.");
  return row;
}
