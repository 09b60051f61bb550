// Login latency through the real server (argon2id m=19456 KiB, t=2, p=1 dominates it):
// sequential logins (median, p95) and 16 concurrent logins (wall time; at most 4 hashes run at once);
// its ceiling, the same number of argon2id verifications with the server's parameters in this process.
// Usage: npm run build && node bench/login-latency.mjs [runs=30]
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median, proofHeader, startServer } from "./support.mjs";

const runs = Number(process.argv[2] ?? 30);
const dataDir = mkdtempSync(join(tmpdir(), "medhavi-bench-"));
const server = await startServer({ DATA_DIR: dataDir });
const post = async (path, body) =>
  fetch(`${server.url}/api${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(path === "/signup" ? await proofHeader(server.url) : {}),
    },
    body: JSON.stringify(body),
  });
try {
  const student = {
    firstName: "Bench",
    lastName: "Student",
    mobileNumber: "9876543210",
    email: "bench@example.in",
    password: "bench-pass-1",
    confirm_password: "bench-pass-1",
  };
  if (!(await post("/signup", student)).ok) throw new Error("signup failed");
  const login = () => post("/login", { email: student.email, password: student.password });
  await login(); // warm up
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await login();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`login failed: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))];
  console.log(
    `sequential login: median ${median(times).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${runs} runs)`,
  );

  // The server's parameters (apps/server/src/platform/passwords.ts); verify reads them from the hash.
  const argon2 = createRequire(new URL("../apps/server/package.json", import.meta.url))("@node-rs/argon2");
  const hash = await argon2.hash(student.password, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const verifies = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    if (!(await argon2.verify(hash, student.password))) throw new Error("verify failed");
    verifies.push(performance.now() - t0);
  }
  console.log(`argon2id verify alone: median ${median(verifies).toFixed(1)} ms (${runs} runs)`);

  const t0 = performance.now();
  const all = await Promise.all(Array.from({ length: 16 }, login));
  const wall = performance.now() - t0;
  if (all.some((r) => !r.ok)) throw new Error("a concurrent login failed");
  console.log(`16 concurrent logins: ${wall.toFixed(0)} ms wall, ${(16_000 / wall).toFixed(1)} logins/s`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
