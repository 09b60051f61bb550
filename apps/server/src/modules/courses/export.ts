import { buildCourseTree } from "@medhavi/domain";
import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../db/client";
import type { Storage } from "../../platform/storage";
import { listCourses } from "./service";

/** The spec's static catalogue file, served at /uploads/course-hierarchy.temp.json. */
export const COURSE_TREE_KEY = "course-hierarchy.temp.json";

/** Writes the current course tree to storage; called at start and after every change to the tree. */
export async function exportCourseTree(db: DbOrTx, storage: Storage, log: FastifyBaseLogger): Promise<void> {
  try {
    const tree = buildCourseTree(await listCourses(db));
    await storage.put(COURSE_TREE_KEY, Buffer.from(JSON.stringify(tree)), "application/json");
  } catch (err) {
    // The API still answers with the tree; a stale file is logged, not fatal.
    log.warn({ err }, "could not write the course hierarchy export");
  }
}
