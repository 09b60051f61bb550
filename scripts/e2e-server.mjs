// The server the browser tests run against: the real build, on the port Playwright chose,
// with a fresh temporary DATA_DIR that is removed when the server exits.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dataDir = mkdtempSync(join(tmpdir(), "medhavi-e2e-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= "warn";
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
await import("../apps/server/dist/main.js");
