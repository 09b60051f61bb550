export const subscription: Record<string, string> = {};
