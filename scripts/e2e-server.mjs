// The server the browser tests run against: the real build, on the port Playwright chose,
// with a fresh temporary DATA_DIR that is removed when the server exits.
//
// Tests read files the server writes there (the SMS outbox with the password-reset OTPs), so the
// directory's path is published in a small file named after the port (see e2e/support/server.ts).
// Proxy headers are trusted so that each test can present its own client address (X-Forwarded-For)
// and the per-address rate limits (e.g. 10 signups an hour) apply per test rather than to the whole run.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dataDir = mkdtempSync(join(tmpdir(), "medhavi-e2e-"));
const pointer = join(tmpdir(), `medhavi-e2e-${process.env.PORT ?? "3001"}.datadir`);
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= "warn";
process.env.TRUST_PROXY ??= "true";
// A proof of work of 4 bits (about 16 hashes): no journey waits on the machine's speed.
process.env.POW_DIFFICULTY ??= "4";
writeFileSync(pointer, dataDir);
process.on("exit", () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(pointer, { force: true });
});
await import("../apps/server/dist/main.js");
