import { translate, type Vars } from "./language";

/**
 * Messages with a value inside (the section's name and limit, a date): the English text is matched,
 * and its parts fill the Hindi text keyed "msg.<name>". The English template must read exactly as the
 * domain writes it (packages/domain), or the message stays as sent.
 */
const PATTERNS: readonly { key: string; english: string; match: RegExp; names: readonly string[] }[] = [
  {
    key: "msg.attemptLimit",
    english:
      "{{section}}: answer any {{limit}} questions only. Clear the response of another question of this section to answer this one.",
    match:
      /^(.+): answer any (\d+) questions only\. Clear the response of another question of this section to answer this one\.$/,
    names: ["section", "limit"],
  },
  {
    key: "msg.challengeClosed",
    english: "The challenge window closed on {{date}}.",
    match: /^The challenge window closed on (.+)\.$/,
    names: ["date"],
  },
];

/**
 * A whole message given by its English text (the spec's messages in packages/domain, server replies,
 * zod's field errors): its Hindi is keyed "msg.<English text>", so one entry covers every place that
 * shows it; a message with a value inside is matched against PATTERNS. Anything else stays as sent.
 */
export function translateMessage(english: string): string {
  if (english === "") return english;
  const whole = translate(`msg.${english}`, english);
  if (whole !== english) return whole;
  for (const { key, english: template, match, names } of PATTERNS) {
    const parts = english.match(match);
    if (!parts) continue;
    const vars: Vars = Object.fromEntries(names.map((name, i) => [name, parts[i + 1] ?? ""]));
    return translate(key, template, vars);
  }
  return english;
}
