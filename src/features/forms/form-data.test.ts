import { describe, expect, it } from "vitest";
import { z } from "@/platform/validation/zod";
import { contactSchema } from "./definitions/contact";
import { coerceScalar, formDataToObject, keyPath } from "./form-data";

const schema = z
  .object({
    name: z.string().max(10, "tooLong"),
    subscribe: z.boolean().optional().default(false),
    count: z.number().int().optional(),
    interests: z.array(z.enum(["a", "b", "c"])).optional().default([]),
    lines: z.array(z.object({ catalogNumber: z.string(), quantity: z.number().int().min(1, "quantity") })).max(3, "tooManyLines"),
    email: z.string().trim().pipe(z.email("email")),
  })
  .strict();

const entries = (query: string) => [...new URLSearchParams(query).entries()];

describe("issue 13: a form post as the object a form's schema expects", () => {
  it("turns checkboxes, numbers, repeated keys and indexed lines into their types", () => {
    const value = formDataToObject(
      entries("name=Ann&subscribe=on&count=3&interests=a&interests=c&lines[1][catalogNumber]=B-2&lines[0][catalogNumber]=A-1&lines[0][quantity]=5&lines.1.quantity=12&email=a%40b.example"),
      schema,
    );
    expect(value).toEqual({ name: "Ann", subscribe: true, count: 3, interests: ["a", "c"], lines: [{ catalogNumber: "A-1", quantity: 5 }, { catalogNumber: "B-2", quantity: 12 }], email: "a@b.example" });
    expect(schema.safeParse(value).success).toBe(true);
  });

  it("keeps what does not fit as sent, so the strict schema refuses it with the right key", () => {
    const value = formDataToObject(entries("name=Ann&count=three&subscribe=maybe&admin=1&lines[999][quantity]=1&__proto__=x&email=x"), schema);
    expect(value).toMatchObject({ count: "three", subscribe: "maybe", admin: "1", "lines[999][quantity]": "1" });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    const unknown = result.error?.issues.find((issue) => issue.code === "unrecognized_keys");
    expect(unknown).toMatchObject({ keys: expect.arrayContaining(["admin", "lines[999][quantity]", "__proto__"]) });
  });

  it("skips the envelope and reads an empty number as absent", () => {
    expect(formDataToObject(entries("brand=voltline&count=&name=A&website="), schema, new Set(["brand", "website"]))).toEqual({ name: "A" });
  });

  it("fits the Contact Us schema as a browser without JavaScript posts it", () => {
    const value = formDataToObject(
      entries("topic=sales&firstName=Ann&lastName=Lee&email=ann%40example.com&country=US&message=Hello+there%2C+a+question&consentMarketing=on"),
      contactSchema,
    );
    expect(contactSchema.parse(value)).toMatchObject({ topic: "sales", consentMarketing: true, phone: "" });
  });

  it("reads bracket and dot paths, and refuses malformed ones", () => {
    expect(keyPath("lines[0][quantity]")).toEqual(["lines", "0", "quantity"]);
    expect(keyPath("lines.0.quantity")).toEqual(["lines", "0", "quantity"]);
    expect(keyPath("interests[]")).toEqual(["interests", ""]);
    expect(keyPath("a[b")).toBeUndefined();
    expect(keyPath("a.b.c.d.e")).toBeUndefined();
    expect(coerceScalar("TRUE", "boolean")).toBe(true);
    expect(coerceScalar("off", "boolean")).toBe(false);
    expect(coerceScalar("1e400", "number")).toBe("1e400");
    expect(coerceScalar("-2.5", "number")).toBe(-2.5);
  });
});
