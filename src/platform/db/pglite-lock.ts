// One process at a time on an embedded database folder. PGlite is PostgreSQL in a single process: two processes
// opening the same folder each keep their own buffers and overwrite each other's pages, silently losing rows or
// leaving a folder that no longer starts (seen when a build's migration ran while the previous server was stopping).
// The lock is a file beside the folder holding the owner's pid; a lock whose process is gone is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database at ${dataDir} is in use by process ${pid}. Stop that process (for example the running site) and try again, or set PGLITE_DATA_DIR to another folder.`,
    );
    this.name = "DatabaseInUseError";
  }
}

/** Whether a process with this pid runs (signal 0 only checks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const lockPath = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, "")}.lock`;

function ownerOf(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the folder's lock for this process (again, if it already holds it) and returns its release. Throws
 * DatabaseInUseError while another running process holds it.
 */
export function lockDataDir(dataDir: string, isAlive: (pid: number) => boolean = isRunning): () => void {
  const path = lockPath(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = ownerOf(path);
      if (owner === process.pid) break;
      if (owner !== undefined && isAlive(owner)) throw new DatabaseInUseError(dataDir, owner);
      // Left by a process that is gone (or half written): take it over.
      try {
        unlinkSync(path);
      } catch {
        // another process took it over first; the next attempt sees its pid
      }
    }
  }
  if (ownerOf(path) !== process.pid) throw new DatabaseInUseError(dataDir, ownerOf(path) ?? 0);
  const release = () => {
    if (ownerOf(path) !== process.pid) return;
    try {
      unlinkSync(path);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return () => {
    process.removeListener("exit", release);
    release();
  };
}

/**
 * lockDataDir, waiting up to `timeoutMs` for a holder to let go: a server that was just asked to stop closes its
 * database within a few seconds, and the build or migration started right after should not fail for it.
 */
export async function waitForDataDirLock(dataDir: string, timeoutMs = 10_000, isAlive?: (pid: number) => boolean): Promise<() => void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return lockDataDir(dataDir, isAlive);
    } catch (error) {
      if (!(error instanceof DatabaseInUseError) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
