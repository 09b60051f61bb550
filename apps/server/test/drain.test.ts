import { request } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.mjs";
import { createTestEnv, type TestEnv } from "./helpers";
import { PROCESS_TEST_TIMEOUT_MS, startServerProcess } from "./server-process";

const envs: TestEnv[] = [];
afterAll(async () => {
  for (const e of envs) await e.destroy();
});

const startProcess = (vars: Record<string, string>) => startServerProcess({ DATABASE_URL: "", ...vars });

/** Vitest's own polling for a condition, with a ceiling (not a measurement). */
const POLL = { timeout: 15_000, interval: 50 };
const refused = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

describe("SIGTERM", () => {
  it("turns readiness false, finishes the request in flight, then exits 0", async () => {
    const env = await createTestEnv({ DATABASE_URL: "" });
    envs.push(env);
    const port = await freePort();
    const server = startProcess({
      DATA_DIR: env.dataDir,
      ADMIN_PASSWORD: "admin-pass-123",
      WEB_DIST: env.config.webDist,
      PORT: String(port),
      // Long enough for the checks made while it still serves, however loaded the machine.
      SHUTDOWN_DELAY_SECONDS: "5",
      DRAIN_TIMEOUT_SECONDS: "20",
    });
    await server.ready;
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);

    // A slow request: headers and half the body now, the rest after the listener has closed.
    let slowRequest: ReturnType<typeof request> | undefined;
    const body = JSON.stringify({ email: "nobody@example.in", password: "not-the-password" });
    const reply = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${base}/api/login`,
        { method: "POST", headers: { "content-type": "application/json", "content-length": body.length } },
        (res) => {
          let text = "";
          res.on("data", (d) => {
            text += d;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      slowRequest = req;
    });
    await expect.poll(() => slowRequest?.socket?.readyState, POLL).toBe("open");

    server.child.kill("SIGTERM");
    await expect.poll(() => server.output(), POLL).toContain("shutting down: readiness is false");
    // Still serving during the delay, but no longer ready: the load balancer takes it out.
    const draining = await fetch(`${base}/api/health/ready`);
    expect(draining.status).toBe(503);
    expect(((await draining.json()) as { message: string }).message).toBe("Not ready: shutting down.");
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);

    // After the delay the listener is closed: new connections are refused, the slow request is not cut.
    await expect.poll(() => refused(`${base}/api/health/live`), POLL).toBe(true);
    expect(server.output()).not.toContain("all requests finished");
    slowRequest?.end(body.slice(10));
    const answered = await reply;
    expect(answered.status).toBe(400);
    expect(JSON.parse(answered.text)).toMatchObject({ status: "error" });

    expect(await server.exited).toBe(0);
    const order = ["shutting down: readiness is false", "no new connections", "all requests finished"].map(
      (line) => server.output().indexOf(line),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  }, 180_000);
});

describe("a start with a dependency that does not answer", () => {
  it(
    "stops with a message naming the variable",
    async () => {
      const env = await createTestEnv({ DATABASE_URL: "" });
      envs.push(env);
      const server = startProcess({
        DATA_DIR: env.dataDir,
        PORT: String(await freePort()),
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        STARTUP_TIMEOUT_SECONDS: "1",
      });
      await expect(server.ready).rejects.toThrow();
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/Cannot start: REDIS_URL: Redis at 127\.0\.0\.1:\d+ does not answer/);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
