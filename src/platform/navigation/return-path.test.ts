import { describe, expect, it } from "vitest";
import { LAST_RETURN_PATH_KEY, RETURN_PATH_FALLBACK, returnPathKey, saveReturnPath, takeLastReturnPath, takeReturnPath } from "./return-path";

const origin = "https://www.voltline.example";

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

describe("A2 return path", () => {
  it("A2 saves path and query under a key for the current URL and reads it back once", () => {
    const storage = new MemoryStorage();
    const key = saveReturnPath(storage, { pathname: "/voltline/en/products", search: "?page=2" });
    expect(key).toBe(returnPathKey({ pathname: "/voltline/en/products", search: "?page=2" }));
    expect(takeReturnPath(storage, key, origin)).toBe("/voltline/en/products?page=2");
    expect(storage.items.size).toBe(0);
    expect(takeReturnPath(storage, key, origin)).toBe(RETURN_PATH_FALLBACK);
  });

  it("A2 falls back to / when nothing was saved", () => {
    expect(takeReturnPath(new MemoryStorage(), "return-path:/nowhere", origin)).toBe("/");
  });

  it.each(["https://evil.example/phish", "//evil.example", "javascript:alert(1)", "/\\evil.example"])(
    "A2 refuses a tampered value %j and still removes it",
    (value) => {
      const storage = new MemoryStorage();
      storage.setItem("return-path:/x", value);
      expect(takeReturnPath(storage, "return-path:/x", origin)).toBe("/");
      expect(storage.items.size).toBe(0);
    },
  );

  it("A2 after a sign-in that could not come back, the latest saved path is read once, then the fallback", () => {
    const storage = new MemoryStorage();
    saveReturnPath(storage, { pathname: "/voltline/en/my-account/orders", search: "?ref=Q-1" });
    expect(storage.items.get(LAST_RETURN_PATH_KEY)).toBe("return-path:/voltline/en/my-account/orders?ref=Q-1");
    expect(takeLastReturnPath(storage, origin)).toBe("/voltline/en/my-account/orders?ref=Q-1");
    expect(storage.items.size).toBe(0);
    expect(takeLastReturnPath(storage, origin)).toBe("/");
    storage.setItem(LAST_RETURN_PATH_KEY, "not-a-return-key");
    expect(takeLastReturnPath(storage, origin)).toBe("/");
  });

  it("A2 taking the path of the page returned to also forgets it as the latest", () => {
    const storage = new MemoryStorage();
    const key = saveReturnPath(storage, { pathname: "/voltline/en", search: "" });
    expect(takeReturnPath(storage, key, origin)).toBe("/voltline/en");
    expect(storage.items.size).toBe(0);
  });
});
