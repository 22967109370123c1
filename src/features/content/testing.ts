// For other features' tests: the content pack fixture (brands, pages, navigation in every locale), and a test file's
// content source reading it, so a test needs no generated data (CI runs the unit tests before any build).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { fixturePack } from "./server/__fixtures__/pack";

export { fixturePack };

/** Points the local content source of the enclosing test file (or describe block) at the fixture pack. */
export function withFixtureContentPack(): void {
  const saved = { path: process.env.CONTENT_PACK_PATH, source: process.env.CONTENT_SOURCE };
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "fixture-pack-"));
    const file = path.join(dir, "content-pack.json");
    await writeFile(file, JSON.stringify(fixturePack()));
    process.env.CONTENT_PACK_PATH = file;
    delete process.env.CONTENT_SOURCE;
  });
  afterAll(async () => {
    for (const [name, value] of [["CONTENT_PACK_PATH", saved.path], ["CONTENT_SOURCE", saved.source]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });
}
export { renderToHtml } from "./blocks/render-for-test";
