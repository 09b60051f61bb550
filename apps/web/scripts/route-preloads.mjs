// The test screen's code, named for the server (dist/route-preloads.json): a student's reload mid-test
// (`/testseries/:examId?attempt=…`) is sent with these chunks preloaded, so they download beside the app's
// own instead of after it has started (apps/server/src/platform/web.ts). The app asks for the attempt as it
// starts (src/features/exams/earlyResume.ts); with its code already here, the questions follow the reply.

export const ROUTE_PRELOADS_FILE = "route-preloads.json";

/** The modules whose chunks (and what they import) the test screen needs at once, in the order it needs them. */
const TEST_SCREEN = [
  /[\\/]src[\\/]features[\\/]exams[\\/]TestSeriesPage\.tsx$/,
  /[\\/]src[\\/]features[\\/]exams[\\/]player[\\/]TestPlayer\.tsx$/,
];

/**
 * The files (`/assets/…`) of the chunks of `roots` modules and every chunk they import statically, less
 * those the entry imports (the shell preloads those already). In the order they are needed: the roots
 * first, then what they import, breadth first. The browser fetches them in that order (six at a time over
 * HTTP/1.1), so the test page's own chunk does not wait behind the player's dependencies.
 */
export function preloadsFor(bundle, roots = TEST_SCREEN) {
  const chunks = new Map(
    Object.values(bundle)
      .filter((f) => f.type === "chunk")
      .map((c) => [c.fileName, c]),
  );
  // A Set iterates over what is added while it iterates: walking it in order is the breadth-first walk.
  const breadthFirst = (names) => {
    const seen = new Set(names.filter((name) => chunks.has(name)));
    for (const name of seen)
      for (const imported of chunks.get(name).imports) if (chunks.has(imported)) seen.add(imported);
    return [...seen];
  };
  const shell = new Set(breadthFirst([...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName)));
  const rootChunks = roots.flatMap((root) =>
    [...chunks.values()]
      .filter((c) => c.facadeModuleId && root.test(c.facadeModuleId))
      .map((c) => c.fileName),
  );
  return breadthFirst(rootChunks)
    .filter((name) => !shell.has(name))
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
