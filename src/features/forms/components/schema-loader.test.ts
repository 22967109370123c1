import { describe, expect, it, vi } from "vitest";
import { z } from "@/platform/validation/zod";
import { lazySchema } from "./schema-loader";

describe("lazySchema (ADR 75)", () => {
  it("loads the schema once, whatever the number of checks", async () => {
    const schema = z.object({ email: z.string() });
    const load = vi.fn(async () => schema);
    const get = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    expect(await get()).toBe(schema);
    expect(await get()).toBe(schema);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a load that failed, so the next check tries again", async () => {
    const schema = z.object({});
    const load = vi.fn<() => Promise<z.ZodType>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(schema);
    const get = lazySchema(load);
    await expect(get()).rejects.toThrow("offline");
    expect(await get()).toBe(schema);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
