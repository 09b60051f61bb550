/**
 * Hindi text, keyed as at the call sites (where the English source text is), one file per area. Only the
 * Hindi chunk imports this file. Exam and brand names (JEE, NEET, NTA, IIT…) stay as Hindi print writes
 * them. Plural keys end in _one/_other (Hindi's "one" is 0 and 1). Whole messages: "msg.<English>".
 */
import { account } from "./hi/account";
import { auth } from "./hi/auth";
import { community } from "./hi/community";
import { messages } from "./hi/messages";
import { player } from "./hi/player";
import { shell } from "./hi/shell";
import { subscription } from "./hi/subscription";

export const hi: Record<string, string> = {
  ...shell,
  ...messages,
  ...auth,
  ...subscription,
  ...player,
  ...account,
  ...community,
};
