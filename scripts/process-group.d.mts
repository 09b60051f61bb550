import type { ChildProcess, SpawnOptions } from "node:child_process";
export function killGroup(pid: number, signal?: NodeJS.Signals): void;
export function killAll(signal?: NodeJS.Signals): void;
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions): ChildProcess;
