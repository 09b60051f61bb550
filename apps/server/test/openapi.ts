/* biome-ignore-all lint/suspicious/noExplicitAny: the OpenAPI document is read as plain JSON */
import type { FastifyInstance } from "fastify";

/** One operation of the server's OpenAPI document, with what a test needs to call it. */
export interface Operation {
  /** `METHOD /api/x/:id`: the key of `app.routePolicies`. */
  key: string;
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  /** Fastify's form of the path (`:id`). */
  url: string;
  pathParams: string[];
  /** Query parameters with their JSON schemas. */
  query: Record<string, any>;
  /** JSON body schema, when the operation takes JSON. */
  body: any | undefined;
  multipart: boolean;
}

/** The operations of `app.swagger()`, in document order (call after `app.ready()`). */
export function operations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as any;
  const ops: Operation[] = [];
  for (const [docPath, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const [m, op] of Object.entries<any>(item)) {
      const method = m.toUpperCase() as Operation["method"];
      if (!["GET", "POST", "PUT", "DELETE", "PATCH"].includes(method)) continue;
      const url = docPath.replace(/\{(\w+)\}/g, ":$1");
      const params: any[] = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      ops.push({
        key: `${method} ${url}`,
        method,
        url,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        query: Object.fromEntries(params.filter((p) => p.in === "query").map((p) => [p.name, p.schema])),
        body: content["application/json"]?.schema,
        multipart:
          Boolean(content["multipart/form-data"]) ||
          Boolean(app.routePolicies.get(`${method} ${url}`)?.consumes.includes("multipart/form-data")),
      });
    }
  }
  return ops;
}

/** Puts path parameters into a Fastify-style URL. */
export function fillPath(url: string, params: Record<string, string | number>): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? 1)));
}

/**
 * A plausible value for a JSON schema: required properties only, minimal lengths, the first enum
 * value. Good enough to pass most validation; the access matrix does not need a 200 from it.
 */
export function sampleValue(schema: any, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alt)) return sampleValue(alt.find((s: any) => s.type !== "null") ?? alt[0], depth + 1);
  if (Array.isArray(schema.allOf)) return sampleValue(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sampleValue(schema.properties?.[name], depth + 1);
      return out;
    }
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items, depth + 1));
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return false;
    case "string":
      if (schema.format === "email") return "someone@example.in";
      return "x".repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}
