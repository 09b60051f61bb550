import { spawn } from "node:child_process";
import { join } from "node:path";
import { SERVER_ROOT } from "../src/paths";

/**
 * The time limit of a test that starts server processes: a ceiling for a hung test, not a measure of speed.
 * Each start loads the entry through tsx and opens the database; on a loaded 2-core machine (two CPU hogs
 * beside the PostgreSQL pass and the bench smoke run) one test of two starts took 63 s.
 */
export const PROCESS_TEST_TIMEOUT_MS = 180_000;

/**
 * Runs the real entry point (src/main.ts through tsx) as its own process with `vars` over this process's
 * environment: `ready` resolves when it logs that it is ready, and rejects with its output if it exits first.
 */
export function startServerProcess(vars: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", join(SERVER_ROOT, "src/main.ts")], {
    env: { ...process.env, LOG_LEVEL: "info", ...vars },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => {
    output += d;
  });
  child.stderr.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes("is ready")) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited early:\n${output}`));
    });
  });
  return { child, exited, ready, output: () => output };
}
