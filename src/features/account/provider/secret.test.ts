import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadOrCreateSecret, SECRET_FILE_NAME } from "./secret";

describe("loadOrCreateSecret", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "voltline-secret-"));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("creates a 32-byte hex secret once, in a new directory, readable by the owner only", async () => {
    const dir = path.join(root, ".data");
    const secret = loadOrCreateSecret(dir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, SECRET_FILE_NAME);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(secret);
    expect(loadOrCreateSecret(dir)).toBe(secret);
    expect((await import("node:fs")).readdirSync(dir)).toEqual([SECRET_FILE_NAME]);
  });

  it("keeps a secret already there and refuses one too short to be safe", async () => {
    await writeFile(path.join(root, SECRET_FILE_NAME), `${"k".repeat(40)}\n`);
    expect(loadOrCreateSecret(root)).toBe("k".repeat(40));
    await writeFile(path.join(root, SECRET_FILE_NAME), "short\n");
    expect(() => loadOrCreateSecret(root)).toThrow(/no usable secret/);
  });
});
