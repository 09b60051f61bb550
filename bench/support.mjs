import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { freePort } from "../scripts/free-port.mjs";

// A bench that fails (a browser that will not launch, a thrown assertion) leaves no server behind: one
// still running would hold its caller's output open and keep its port and data directory.
const children = new Set();
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});
function track(child) {
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/**
 * Starts `npm start`'s entry (or another script, e.g. `apps/server/dist/main.js` for the API alone) with the
 * given env; resolves with the time until /api/health answers.
 */
export async function startServer(env, { entry = "scripts/start.mjs" } = {}) {
  const port = await freePort();
  const started = performance.now();
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = track(
    spawn(process.execPath, [...nodeArgs, entry], {
      env: {
        ...process.env,
        LOG_LEVEL: "warn",
        ADMIN_PASSWORD: "bench-admin-pass",
        ...env,
        PORT: String(port),
      },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  await answers(child, `${url}/api/health`, "server");
  const readyMs = performance.now() - started;
  // kill: kill -9, no shutdown hook runs, nothing is flushed that was not already on disk.
  return { url, readyMs, stop: ender(child, "SIGTERM"), kill: ender(child, "SIGKILL") };
}

/**
 * The x-proof-of-work header signup and the public forms need: a challenge of the server at `base`,
 * solved here (set-up, not measured).
 */
export async function proofHeader(base) {
  const { data } = await (await fetch(`${base}/api/challenge`)).json();
  for (let nonce = 0; ; nonce++) {
    const hash = createHash("sha256").update(`${data.challenge}:${nonce}`).digest();
    if (leadingZeroBits(hash) >= data.difficulty) return { "x-proof-of-work": `${data.challenge}:${nonce}` };
  }
}

function leadingZeroBits(hash) {
  let bits = 0;
  for (const byte of hash) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * A one-route Fastify app (`{hello: "world"}`) in its own process, the ceiling of the server's own
 * figures: resolves once it answers, with the time from spawn to its first answer.
 */
export async function startHello() {
  const port = await freePort();
  const fastifyPath = createRequire(new URL("../apps/server/package.json", import.meta.url)).resolve(
    "fastify",
  );
  const code = `const f = require(${JSON.stringify(fastifyPath)})();
f.get("/", async () => ({ hello: "world" }));
f.listen({ port: ${port}, host: "127.0.0.1" });`;
  const started = performance.now();
  const child = track(spawn(process.execPath, ["-e", code], { stdio: ["ignore", "ignore", "inherit"] }));
  const url = `http://127.0.0.1:${port}/`;
  await answers(child, url, "hello");
  return { url, readyMs: performance.now() - started, stop: ender(child, "SIGTERM") };
}

/** Resolves once `url` answers 200; throws if the process exits first. */
async function answers(child, url, name) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Sends `signal` to the process and resolves once it has exited (at once if it already has). */
const ender = (child, signal) => () =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on("exit", resolve);
    child.kill(signal);
  });
