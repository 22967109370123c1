import { describe, expect, it } from "vitest";
import { cookieValue } from "./cookies";

describe("cookieValue", () => {
  it("reads one cookie of a header, decoded, with '=' inside its value kept", () => {
    expect(cookieValue("a=1; vl_consent=1.necessary%2Banalytics; b=x=y", "vl_consent")).toBe("1.necessary+analytics");
    expect(cookieValue("a=1; b=x=y", "b")).toBe("x=y");
  });
  it("answers undefined for a missing cookie or a value that does not decode", () => {
    expect(cookieValue("a=1", "b")).toBeUndefined();
    expect(cookieValue("b=%zz", "b")).toBeUndefined();
  });
});
