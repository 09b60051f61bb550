// Which chunks only staff ever load. The service worker precaches what a student's app needs offline;
// the back office (its pages, editors, tables and their libraries: a third of the JavaScript) is left
// to load from the network, as staff work online. A chunk is staff-only when no path of imports or
// dynamic imports from the entry reaches it without passing through a staff page's chunk.

/** Source folders whose route chunks are the back office (apps/web/src/...). */
const STAFF_ROOT =
  /[\\/]src[\\/](features[\\/](admin|backoffice|blogs-admin|exams-admin|materials-admin|pages-admin|questions|applications[\\/]admin)[\\/]|app[\\/]AdminLayout\.tsx$)/;

export function staffChunks() {
  /** File names (relative to the build's outDir) of staff-only chunks, filled at generateBundle. */
  const files = new Set();
  return {
    files,
    plugin: {
      name: "medhavi-staff-chunks",
      apply: "build",
      generateBundle(_options, bundle) {
        files.clear();
        const chunks = new Map(
          Object.values(bundle)
            .filter((f) => f.type === "chunk")
            .map((c) => [c.fileName, c]),
        );
        const isStaffRoot = (c) => c.facadeModuleId !== null && STAFF_ROOT.test(c.facadeModuleId);
        const reached = new Set();
        const queue = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
        while (queue.length > 0) {
          const name = queue.pop();
          const chunk = chunks.get(name);
          if (!chunk || reached.has(name) || isStaffRoot(chunk)) continue;
          reached.add(name);
          queue.push(...chunk.imports, ...chunk.dynamicImports);
        }
        for (const name of chunks.keys()) if (!reached.has(name)) files.add(name);
      },
    },
    /** A Workbox manifest transform that leaves the staff-only chunks out of the precache. */
    leaveOut: async (entries) => ({ manifest: entries.filter((e) => !files.has(e.url)), warnings: [] }),
  };
}
