import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. `2` is Algorithm.Argon2id (a const enum, not importable here).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash holds 19 MiB for its duration; a cap keeps a login flood from exhausting memory.
const MAX_CONCURRENT = 4;
let running = 0;
const waiting: Array<() => void> = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, OPTIONS as never));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return bounded(() => verify(passwordHash, password).catch(() => false));
}
