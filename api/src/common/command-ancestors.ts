import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Stopping a command must stop everything it started, whichever of its processes gets the signal.
 * `pnpm start` runs this process under a chain of pnpm and sh processes, and SIGTERM to the top one
 * (a supervisor, `kill`, a closed terminal) ends the chain without reaching us: we would be left
 * holding the port and the embedded PostgreSQL. So we watch our ancestors in our own process group
 * (the command: a shell puts each command line in a group of its own, and `detached` spawns do the
 * same) and shut down when one of them is gone. Processes above the group (the user's shell, a
 * process supervisor) are not watched, and a process that leads its own group watches nothing.
 */

interface ProcessInfo {
  ppid: number;
  pgid: number;
  alive: boolean;
}

function readProcess(pid: number): ProcessInfo | null {
  if (process.platform === 'linux') {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses.
      const [state, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { ppid: Number(ppid), pgid: Number(pgid), alive: state !== 'Z' && state !== 'X' };
    } catch {
      return null;
    }
  }
  try {
    const [ppid, pgid, state] = execFileSync('ps', ['-o', 'ppid=,pgid=,stat=', '-p', String(pid)], { encoding: 'utf8' }).trim().split(/\s+/);
    return { ppid: Number(ppid), pgid: Number(pgid), alive: !state.startsWith('Z') };
  } catch {
    return null;
  }
}

/** Our ancestors that belong to our process group, nearest first. */
export function commandAncestors(pid = process.pid): number[] {
  if (process.platform === 'win32') return [];
  const own = readProcess(pid);
  if (!own) return [];
  const ancestors: number[] = [];
  for (let parent = own.ppid; parent > 1; ) {
    const info = readProcess(parent);
    if (!info || info.pgid !== own.pgid) break;
    ancestors.push(parent);
    parent = info.ppid;
  }
  return ancestors;
}

/** True while `pid` runs (a zombie, exited but not yet reaped by its parent, does not count). */
export function isRunning(pid: number): boolean {
  if (process.platform === 'linux') return readProcess(pid)?.alive ?? false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Calls onGone once, when the first of the command's processes above us has exited. Returns a stop function. */
export function watchCommandAncestors(onGone: (pid: number) => void, intervalMs = 1_000): () => void {
  const ancestors = commandAncestors();
  if (ancestors.length === 0) return () => {};
  const timer = setInterval(() => {
    const gone = ancestors.find((pid) => !isRunning(pid));
    if (gone === undefined) return;
    clearInterval(timer);
    onGone(gone);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
