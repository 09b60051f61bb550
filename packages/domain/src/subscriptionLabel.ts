// Its own module: the pages that name plans load it; the app shell (which loads subscriptions.ts) does not.

const TYPE_LABELS: Readonly<Record<string, string>> = {
  Free: "15-day free trial",
  Free_3_months: "Free 3 months",
};

/** A subscription type as people read it ("Free 3 months", not its stored name "Free_3_months"). */
export function subscriptionLabel(type: string): string {
  return Object.hasOwn(TYPE_LABELS, type) ? (TYPE_LABELS[type] as string) : type.replaceAll("_", " ");
}
