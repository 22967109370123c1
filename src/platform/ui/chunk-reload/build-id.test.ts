import { describe, expect, it } from "vitest";
import { DEVELOPMENT_BUILD_ID, resolveBuildId } from "./build-id";

describe("U3 build id", () => {
  it("U3 prefers NEXT_BUILD_ID", async () => {
    expect(await resolveBuildId(" env-id ", async () => "file-id")).toBe("env-id");
  });

  it("U3 falls back to the BUILD_ID file, trimmed", async () => {
    expect(await resolveBuildId(undefined, async () => "file-id\n")).toBe("file-id");
    expect(await resolveBuildId("", async () => "file-id")).toBe("file-id");
  });

  it("U3 without either it is the development id", async () => {
    expect(await resolveBuildId(undefined, () => Promise.reject(new Error("ENOENT")))).toBe(DEVELOPMENT_BUILD_ID);
  });
});
