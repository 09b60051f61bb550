export const community: Record<string, string> = {};
