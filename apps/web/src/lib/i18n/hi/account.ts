export const account: Record<string, string> = {};
