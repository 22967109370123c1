import { describe, expect, it } from "vitest";
import { nextHostname } from "./next-hostname";

describe("nextHostname (P4, W1: listing rewrites stay in-process)", () => {
  it("names every loopback address localhost, as NextURL does", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "::1", "[::1]", "localhost", "LOCALHOST"]) expect(nextHostname(host)).toBe("localhost");
  });

  it("keeps any other host, and leaves an unset one unset", () => {
    expect(nextHostname("0.0.0.0")).toBe("0.0.0.0");
    expect(nextHostname("10.0.0.7")).toBe("10.0.0.7");
    expect(nextHostname("www.voltline.example")).toBe("www.voltline.example");
    expect(nextHostname("127.0.0.1.example")).toBe("127.0.0.1.example");
    expect(nextHostname(undefined)).toBeUndefined();
    expect(nextHostname("")).toBeUndefined();
  });
});
