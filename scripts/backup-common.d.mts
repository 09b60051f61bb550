export const ROOT: string;
export function listFiles(dir: string): Promise<string[]>;
