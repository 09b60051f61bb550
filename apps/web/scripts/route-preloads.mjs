// The test screen's code, named for the server (dist/route-preloads.json): a student's reload mid-test
// (`/testseries/:examId?attempt=…`) is sent with these chunks preloaded, so they download beside the app's
// own instead of after it has started (apps/server/src/platform/web.ts). The app asks for the attempt as it
// starts (src/features/exams/earlyResume.ts); with its code already here, the questions follow the reply.

export const ROUTE_PRELOADS_FILE = "route-preloads.json";

/** The modules whose chunks (and what they import) the test screen needs at once. */
const TEST_SCREEN = /[\\/]src[\\/]features[\\/]exams[\\/](TestSeriesPage\.tsx|player[\\/]TestPlayer\.tsx)$/;

/**
 * The files (`/assets/…`) of the chunks of `root` modules and every chunk they import statically, less
 * those the entry imports (the shell preloads those already), in a stable order.
 */
export function preloadsFor(bundle, root = TEST_SCREEN) {
  const chunks = new Map(
    Object.values(bundle)
      .filter((f) => f.type === "chunk")
      .map((c) => [c.fileName, c]),
  );
  const closure = (names) => {
    const seen = new Set();
    const queue = [...names];
    while (queue.length > 0) {
      const name = queue.pop();
      if (seen.has(name) || !chunks.has(name)) continue;
      seen.add(name);
      queue.push(...chunks.get(name).imports);
    }
    return seen;
  };
  const shell = closure([...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName));
  const roots = [...chunks.values()].filter((c) => c.facadeModuleId && root.test(c.facadeModuleId));
  return [...closure(roots.map((c) => c.fileName))]
    .filter((name) => !shell.has(name))
    .sort()
    .map((name) => `/${name}`);
}

export function routePreloads() {
  return {
    name: "medhavi-route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const testScreen = preloadsFor(bundle);
      if (testScreen.length === 0) this.error("route-preloads: no chunk holds the test screen's modules");
      this.emitFile({
        type: "asset",
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify({ testScreen }, null, 2)}\n`,
      });
    },
  };
}
