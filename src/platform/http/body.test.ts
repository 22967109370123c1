import { describe, expect, it } from "vitest";
import { jsonNestsDeeper, parseFormFields, parseJsonText, readBodyText, readJsonBody } from "./body";
import { countedBody } from "./testing";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("request bodies under a byte limit (issue 12)", () => {
  it("reads a body within the limit as UTF-8 text", async () => {
    expect(await readBodyText(post("héllo"), 6)).toEqual({ ok: true, text: "héllo" });
    expect(await readBodyText(new Request("http://localhost/x"), 10)).toEqual({ ok: true, text: "" });
  });

  it("refuses a body declared larger than the limit without reading it", async () => {
    const body = countedBody(10 * 1024 * 1024);
    const read = await readBodyText(post(body.stream, { "content-length": String(10 * 1024 * 1024) }), 1024);
    expect(read).toMatchObject({ ok: false, status: 413, message: "Request body larger than 1024 bytes" });
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    const body = countedBody(10 * 1024 * 1024);
    const read = await readBodyText(post(body.stream), 100 * 1024);
    expect(read).toMatchObject({ ok: false, status: 413 });
    expect(body.pulled()).toBeLessThanOrEqual(4 * 64 * 1024);
  });

  it("answers 400 when the body stream fails", async () => {
    const stream = new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new Error("socket hang up")) });
    expect(await readBodyText(post(stream), 1024)).toMatchObject({ ok: false, status: 400 });
  });
});

describe("JSON of bounded nesting (issue 12)", () => {
  it("counts nesting of arrays and objects, not brackets inside strings", () => {
    expect(jsonNestsDeeper('{"a":[[1]]}', 3)).toBe(false);
    expect(jsonNestsDeeper('{"a":[[[1]]]}', 3)).toBe(true);
    expect(jsonNestsDeeper('{"a":"[[[[{{{{","b":"\\"[[[["}', 1)).toBe(false);
  });

  it("refuses a value nested 20,000 levels deep with 400, and keeps ordinary JSON", () => {
    expect(parseJsonText(`${"[".repeat(20_000)}${"]".repeat(20_000)}`)).toEqual({ ok: false, status: 400, message: "Request body nests deeper than 32 levels" });
    expect(parseJsonText("{nope")).toMatchObject({ ok: false, status: 400, message: "Request body is not valid JSON" });
    expect(parseJsonText('{"requests":[{"facetFilters":[["a:b"]]}]}')).toEqual({ ok: true, value: { requests: [{ facetFilters: [["a:b"]] }] } });
  });

  it("reads and parses in one step, an empty body standing for the given value", async () => {
    expect(await readJsonBody(post(""), { maxBytes: 10, empty: {} })).toEqual({ ok: true, value: {} });
    expect(await readJsonBody(post("[1]"), { maxBytes: 10 })).toEqual({ ok: true, value: [1] });
    expect(await readJsonBody(post("[1, 2, 3, 4, 5]"), { maxBytes: 10 })).toMatchObject({ ok: false, status: 413 });
  });
});

describe("a form's fields (F10-F13, F15)", () => {
  it("keeps the first value of each name and the named file when it is not empty; a body that does not parse is undefined", async () => {
    const data = new FormData();
    data.append("company", "Acme");
    data.append("company", "Other");
    data.append("csv", new Blob(["DR104-WH\n"], { type: "text/csv" }), "list.csv");
    data.append("other", new Blob(["x"]), "other.txt");
    const request = new Request("http://localhost/x", { method: "POST", body: data });
    const bytes = new Uint8Array(await request.arrayBuffer());
    const fields = await parseFormFields(bytes, request.headers.get("content-type")!, "csv");
    expect(fields?.values).toEqual({ company: "Acme" });
    expect(await fields?.file?.text()).toBe("DR104-WH\n");
    expect((await parseFormFields(new TextEncoder().encode("a=1&a=2&b=3"), "application/x-www-form-urlencoded", "csv"))?.values).toEqual({ a: "1", b: "3" });
    const empty = new FormData();
    empty.append("csv", new Blob([]), "empty.csv");
    const emptyRequest = new Request("http://localhost/x", { method: "POST", body: empty });
    expect((await parseFormFields(new Uint8Array(await emptyRequest.arrayBuffer()), emptyRequest.headers.get("content-type")!, "csv"))?.file).toBeUndefined();
    expect(await parseFormFields(new TextEncoder().encode("garbage"), "multipart/form-data; boundary=nope", "csv")).toBeUndefined();
  });
});
