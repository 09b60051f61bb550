// A command in a process group of its own, for the runners that start servers and browsers (npm test's
// stages, the bench smoke run): when the command's own process exits, whatever it left in its group goes
// too, since a server still running would hold the runner's pipe open and the run would never end.
import { spawn } from "node:child_process";

/** Every group still running; `killAll` ends them (a runner interrupted or timed out). */
const groups = new Set();

/** Kills a process group, if it is still there. */
export function killGroup(pid, signal = "SIGKILL") {
  try {
    process.kill(-pid, signal);
  } catch {}
}

export function killAll(signal = "SIGKILL") {
  for (const pid of groups) killGroup(pid, signal);
}

/** `spawn` with `detached: true`; its leftovers are killed when it exits. Listen for "close" to see the end. */
export function spawnGroup(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  if (!child.pid) return child;
  const { pid } = child;
  groups.add(pid);
  child.on("exit", () => killGroup(pid));
  child.on("close", () => groups.delete(pid));
  return child;
}
