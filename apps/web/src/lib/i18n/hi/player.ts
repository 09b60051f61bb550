export const player: Record<string, string> = {};
