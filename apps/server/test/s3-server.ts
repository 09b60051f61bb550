import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";

/**
 * A local S3-compatible server (s3rver, pure npm) on a free port, for the tests of the S3 storage.
 * Each call gets its own directory and bucket; `env` is what the server needs to use it.
 */
export async function startS3(
  /** To restart a stopped server as it was: same port, directory and bucket (outage tests). */
  again?: { port: number; dir: string; bucket: string },
) {
  const dir = again?.dir ?? mkdtempSync(join(tmpdir(), "medhavi-s3-"));
  const bucket = again?.bucket ?? `medhavi-${Math.random().toString(36).slice(2, 10)}`;
  const server = new S3rver({
    port: again?.port ?? 0,
    address: "127.0.0.1",
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  return {
    endpoint,
    bucket,
    port,
    dir,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    /** Every key in the bucket, sorted. */
    async keys(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key ?? "").sort();
    },
    /** Stops answering but keeps the directory, for `startS3({ port, dir, bucket })`. */
    async stop() {
      client.destroy();
      await server.close();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
