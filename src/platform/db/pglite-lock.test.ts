import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseInUseError, lockDataDir, waitForDataDirLock } from "./pglite-lock";

const dirs: string[] = [];
const dataDir = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "voltline-lock-"));
  dirs.push(root);
  return path.join(root, "pglite");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("embedded database folder lock (one process at a time)", () => {
  it("takes the lock with this process's pid, again within the process, and releases it", () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    lockDataDir(dir)();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses while another running process holds it, naming the process and the way out", () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, "424242");
    const error = (() => {
      try {
        lockDataDir(dir, (pid) => pid === 424242);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(DatabaseInUseError);
    expect((error as Error).message).toContain("in use by process 424242");
    expect((error as Error).message).toContain("PGLITE_DATA_DIR");
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe("424242");
  });

  it("takes over a lock left by a process that is gone, or one that is unreadable", () => {
    for (const content of ["424242", "", "garbage"]) {
      const dir = dataDir();
      writeFileSync(`${dir}.lock`, content);
      const release = lockDataDir(dir, () => false);
      expect(readFileSync(`${dir}.lock`, "utf8"), content).toBe(String(process.pid));
      release();
    }
  });

  it("waits for a holder that is stopping, and gives up with the error when it does not", async () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, "424242");
    let checks = 0;
    const release = await waitForDataDirLock(dir, 5_000, () => ++checks < 3);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    writeFileSync(`${dir}.lock`, "424242");
    await expect(waitForDataDirLock(dir, 300, () => true)).rejects.toBeInstanceOf(DatabaseInUseError);
  });
});
