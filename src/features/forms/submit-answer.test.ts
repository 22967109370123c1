import { describe, expect, it } from "vitest";
import { answerOutcome, sameSitePath } from "./submit-answer";

describe("the browser's reading of the forms API's answers (issue 13)", () => {
  it("opens the confirmation page of an accepted or repeated submission", () => {
    const answer = { status: 201 as const, reference: "C-7K3M-9QXA", confirmationUrl: "/voltline/en/contact-us/confirmation?ref=C-7K3M-9QXA", message: "Thanks" };
    expect(answerOutcome(201, answer)).toEqual({ kind: "accepted", reference: "C-7K3M-9QXA", confirmationUrl: answer.confirmationUrl, message: "Thanks" });
    expect(answerOutcome(200, { ...answer, status: 200 }).kind).toBe("accepted");
  });

  it("never follows a confirmation address off the site", () => {
    for (const url of ["https://evil.example/x", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/ok\nLocation: x"]) {
      expect(answerOutcome(201, { status: 201, reference: "C-7K3M-9QXA", confirmationUrl: url, message: "" })).toMatchObject({ kind: "accepted", confirmationUrl: undefined });
    }
  });

  it("puts a 400's field errors back on their fields", () => {
    expect(answerOutcome(400, { status: 400, message: "Check", fieldErrors: { email: "Enter an email", "lines.0.quantity": "Whole number" } })).toEqual({
      kind: "fieldErrors",
      fieldErrors: { email: "Enter an email", "lines.0.quantity": "Whole number" },
      message: "Check",
    });
  });

  it("shows the message of any other refusal, or of an answer it cannot read", () => {
    expect(answerOutcome(403, { status: 403, message: "Verification failed" })).toEqual({ kind: "refused", status: 403, message: "Verification failed" });
    expect(answerOutcome(503, { status: 503, message: "Try later" })).toMatchObject({ kind: "refused", message: "Try later" });
    expect(answerOutcome(400, { status: 400, message: "Bad body" })).toMatchObject({ kind: "refused", message: "Bad body" });
    expect(answerOutcome(502, undefined)).toEqual({ kind: "refused", status: 502, message: "" });
  });

  it("keeps returnTo on this site", () => {
    expect(sameSitePath("/voltline/en/contact")).toBe("/voltline/en/contact");
    expect(sameSitePath("//evil.example")).toBeUndefined();
    expect(sameSitePath("https://evil.example")).toBeUndefined();
    expect(sameSitePath(undefined)).toBeUndefined();
  });
});
