import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { contentSecurityPolicy, s3Origin } from "../src/platform/headers";
import { createTestEnv, type TestEnv } from "./helpers";

// The built web app as `npm run build` leaves it: each file beside its .br and .gz.
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = "console.log('medhavi');";

let env: TestEnv;
let app: FastifyInstance;

function writeCompressed(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

beforeAll(async () => {
  env = await createTestEnv();
  const webDist = join(env.dataDir, "web");
  mkdirSync(join(webDist, "assets"), { recursive: true });
  writeCompressed(join(webDist, "index.html"), INDEX);
  writeCompressed(join(webDist, "assets", "app-1a2b.js"), SCRIPT);
  app = await buildApp({ ...env.config, webDist }, { announce: () => {} });
});
afterAll(async () => {
  await app?.close();
  await env?.destroy();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { accept: "text/html", ...headers } });

describe("the web app", () => {
  it("serves / uncompressed to a client that sends no Accept-Encoding", async () => {
    const res = await page("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    // The shell, with the page's head put in by the server (platform/seo.ts).
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain("<title>Medhavi Academy</title>");
  });

  it("serves / compressed to a client that accepts brotli", async () => {
    const res = await page("/", { "accept-encoding": "br, gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
  });

  it("serves client routes and assets uncompressed without Accept-Encoding", async () => {
    const route = await page("/profile");
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<script type="module" src="/assets/app-1a2b.js"></script>');
    expect(route.body).toContain('<div id="root"></div>');
    expect(route.body).toContain('<meta name="robots" content="noindex" />');
    const asset = await app.inject({ method: "GET", url: "/assets/app-1a2b.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(SCRIPT);
  });

  it("answers an address the app has no page for with its not-found page and 404, never a soft 404", async () => {
    for (const url of ["/no-such-page", "/about-us/team", "/admin/no-such-page", "/no-such-page?x=1"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain("<title>Page not found | Medhavi Academy</title>");
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("serves a page's HTML to curl and link-preview crawlers (Accept */* or none)", async () => {
    for (const headers of [{ accept: "*/*" }, {}] as Record<string, string>[]) {
      const res = await app.inject({ method: "GET", url: "/contact", headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<title>Contact Us | Medhavi Academy</title>");
    }
    const json = await app.inject({
      method: "GET",
      url: "/contact",
      headers: { accept: "application/json" },
    });
    expect(json.headers["content-type"]).toContain("text/html");
  });

  it("a missing file, or an unknown address asked for as JSON, is a short 404 and not a page", async () => {
    for (const [url, accept] of [
      ["/assets/missing-1a2b.js", "*/*"],
      ["/no-such-page", "application/json"],
      ["/uploads/missing.pdf", "text/html"],
    ]) {
      const res = await app.inject({ method: "GET", url, headers: { accept } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it("serves /index.html itself", async () => {
    const res = await page("/index.html");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});

describe("security headers", () => {
  it("pages carry a strict CSP, frame-ancestors 'none', X-Frame-Options DENY and a Permissions-Policy", async () => {
    for (const url of ["/", "/admin/exams", "/assets/app-1a2b.js"]) {
      const res = await page(url);
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("razorpay");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["permissions-policy"]).toContain("camera=()");
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("lecture links may play in YouTube's and Vimeo's privacy-enhanced players, and nothing else frames", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("frame-src https://www.youtube-nocookie.com https://player.vimeo.com;");
    expect(csp).toContain("media-src 'self';");
  });

  it("API replies carry them too", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(String(res.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
  });

  it("the API docs page works under the same policy", async () => {
    const redirect = await app.inject({ method: "GET", url: "/api/docs/static/index.html" });
    const location = String(redirect.headers.location ?? "/api/docs/static/index.html");
    const res = await app.inject({
      method: "GET",
      url: location.startsWith("/") ? location : `/api/docs/${location}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("swagger");
    // Its scripts are files of our origin, which script-src 'self' admits; no inline script.
    expect(res.body).toMatch(/<script src=/);
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(String(res.headers["content-security-policy"])).toContain("script-src 'self';");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("uploaded files keep their own locked-down policy", async () => {
    const res = await app.inject({ method: "GET", url: "/uploads/missing.png" });
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });
});

describe("security headers with Razorpay and a TLS-terminating proxy", () => {
  let proxied: FastifyInstance;
  let proxiedEnv: TestEnv;

  beforeAll(async () => {
    proxiedEnv = await createTestEnv({
      TRUST_PROXY: "true",
      RAZORPAY_KEY_ID: "rzp_test_key",
      RAZORPAY_KEY_SECRET: "rzp_test_secret",
    });
    proxied = await buildApp(proxiedEnv.config, { announce: () => {} });
  });
  afterAll(async () => {
    await proxied?.close();
    await proxiedEnv?.destroy();
  });

  it("allows exactly Razorpay's checkout script and frame", async () => {
    const res = await proxied.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(csp).toContain(
      "frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://api.razorpay.com;",
    );
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("sends Strict-Transport-Security only for requests that came over HTTPS", async () => {
    const https = await proxied.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const http = await proxied.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "http" },
    });
    expect(http.headers["strict-transport-security"]).toBeUndefined();
  });

  it("ignores X-Forwarded-Proto when no proxy is trusted", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("files from an S3 bucket", () => {
  const bucket = {
    bucket: "medhavi",
    region: "ap-south-1",
    accessKeyId: undefined,
    secretAccessKey: undefined,
  };
  it("the policy admits exactly the bucket's origin for streaming and fetching", () => {
    const pathStyle = s3Origin({ ...bucket, endpoint: "http://127.0.0.1:9000/", forcePathStyle: true });
    expect(pathStyle).toBe("http://127.0.0.1:9000");
    expect(s3Origin({ ...bucket, endpoint: "https://s3.example.net", forcePathStyle: false })).toBe(
      "https://medhavi.s3.example.net",
    );
    expect(s3Origin({ ...bucket, endpoint: undefined, forcePathStyle: false })).toBe(
      "https://medhavi.s3.ap-south-1.amazonaws.com",
    );
    const csp = contentSecurityPolicy(false, pathStyle);
    expect(csp["media-src"]).toEqual(["'self'", pathStyle]);
    expect(csp["connect-src"]).toEqual(["'self'", pathStyle]);
    expect(contentSecurityPolicy(false)["media-src"]).toEqual(["'self'"]);
  });
});
