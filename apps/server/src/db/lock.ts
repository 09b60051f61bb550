import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname } from "node:path";

export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * An exclusive lock on the embedded database directory. PGlite has no lock of its own, and two processes
 * writing one directory corrupt it; a lock left by a dead process is taken over.
 */
export function acquireDirLock(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new DataDirInUseError(
          `The data directory ${dirname(lockPath)} is in use by another server process (pid ${pid}). ` +
            "Stop that process, or start this one with a different DATA_DIR or a DATABASE_URL.",
        );
      }
      rmSync(lockPath, { force: true }); // stale lock from a crashed process
    }
  }
  throw new DataDirInUseError(`Could not lock ${lockPath}`);
}
