/**
 * Hindi text, keyed as at the call sites (where the English source text is), one file per area. Only the
 * Hindi chunk imports this file. Exam and brand names (JEE, NEET, NTA, IIT…) stay as Hindi print writes
 * them. Plural keys end in _one/_other (Hindi's "one" is 0 and 1). Whole messages: "msg.<English>".
 */
import { account } from "./hi/account";
import { analysis } from "./hi/analysis";
import { auth } from "./hi/auth";
import { community } from "./hi/community";
import { messages } from "./hi/messages";
import { misc } from "./hi/misc";
import { pages } from "./hi/pages";
import { player } from "./hi/player";
import { results } from "./hi/results";
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
  ...analysis,
  ...pages,
  ...results,
  ...misc,
  "notif.scoreRevised": "अंक संशोधित",
  // Bilingual test papers (the player's language choice)
  "exam.paperLanguage": "प्रश्नों की डिफ़ॉल्ट भाषा",
  "exam.paperLanguageHint": "परीक्षा के दौरान आप किसी भी प्रश्न को दूसरी भाषा में बदल सकते हैं।",
  "exam.viewIn": "इसमें देखें",
};
