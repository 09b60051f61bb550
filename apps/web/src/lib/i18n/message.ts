import { translate } from "./language";

/**
 * A whole message given by its English text (the spec's messages in packages/domain, server replies,
 * zod's field errors): its Hindi is keyed "msg.<English text>", so one entry covers every place that
 * shows it. A message without Hindi text (e.g. one with a number in it) stays as sent.
 */
export function translateMessage(english: string): string {
  return english === "" ? english : translate(`msg.${english}`, english);
}
