import type { FastifyInstance, RouteOptions } from "fastify";

/**
 * Who may call a route. Every route states it, so the access-matrix test can check each one:
 * - `public`: anyone, no token (declared with `config: { access: "public" }`);
 * - `student` / `staff` / `signed-in`: implied by the guard the route uses (`app.guard.student`,
 *   `app.guard.staff`, `app.guard.anyone`);
 * - `operator`: the people running the servers, not a role of the app (GET /metrics): the bearer of
 *   METRICS_TOKEN, or without one a direct caller on the same machine; nobody else, staff included.
 */
export type Access = "public" | "student" | "staff" | "signed-in" | "operator";

/**
 * The kind of object a route reads or changes on behalf of its owner only (another student gets
 * 403 or 404): declared with `config: { owner: "…" }`. The access-matrix test knows how to make one
 * of each kind for a student and hands it to a second student.
 * - `attempt`: a student's exam attempt in `:attemptId`;
 * - `demo-attempt`: a visitor's demo attempt in `:attemptId`, owned through `X-Attempt-Token`;
 * - `notification`: a student's notification `id` in the body;
 * - `order`: a student's payment order id in the body;
 * - `userid`: the body's `userid` must be the caller's own;
 * - `email`: the body's `email` must be the caller's own (staff may name anyone);
 * - `forum-post`: a student's forum doubt or answer in `:id` (for accepting: an answer to their doubt).
 */
export type OwnerKind =
  | "attempt"
  | "demo-attempt"
  | "notification"
  | "order"
  | "userid"
  | "email"
  | "forum-post";

export interface RoutePolicy {
  method: string;
  url: string;
  /** Undefined when the route declared nothing: the access-matrix test fails on it. */
  access: Access | undefined;
  owner: OwnerKind | undefined;
  /** The body types the route declares (`schema.consumes`): guards send multipart to upload routes. */
  consumes: string[];
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: "public";
    owner?: OwnerKind;
  }
  interface FastifyInstance {
    /** Every route's declared policy by `METHOD url`, recorded as routes are added (HEAD excluded). */
    routePolicies: Map<string, RoutePolicy>;
  }
}

const ACCESS = Symbol("access");
type Guard = ((...args: never[]) => unknown) & { [ACCESS]?: Access };

/** Marks a guard function with the access it grants, so a route using it needs no further declaration. */
export function declareGuard<T extends (...args: never[]) => unknown>(access: Access, guard: T): T {
  (guard as Guard)[ACCESS] = access;
  return guard;
}

/** The guards in a route's hooks, wherever authentication runs (onRequest, preValidation or preHandler). */
function guardAccess(route: RouteOptions): Access[] {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flatMap((h) =>
    h === undefined ? [] : Array.isArray(h) ? h : [h],
  );
  return hooks.flatMap((h) => {
    const access = (h as Guard)[ACCESS];
    return access ? [access] : [];
  });
}

/** Records each route's policy from its guard and `config`; a route that declares two is refused at start. */
export function trackRoutePolicies(app: FastifyInstance): void {
  const policies = new Map<string, RoutePolicy>();
  app.decorate("routePolicies", policies);
  app.addHook("onRoute", (route) => {
    const config = (route.config ?? {}) as { access?: Access; owner?: OwnerKind };
    const guards = guardAccess(route);
    if (guards.length > 1 || (guards.length === 1 && config.access)) {
      throw new Error(`${route.method} ${route.url} declares more than one access policy`);
    }
    const access = guards[0] ?? config.access;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      const consumes = ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).slice();
      policies.set(`${method} ${route.url}`, {
        method,
        url: route.url,
        access,
        owner: config.owner,
        consumes,
      });
    }
  });
}
