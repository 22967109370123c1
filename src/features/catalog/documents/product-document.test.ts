import { describe, expect, it } from "vitest";
import { safeDocumentUrl, toProductDocument, toProductDocuments } from "./product-document";

const local = { id: "DOC-SS-F00001", kind: "specSheet", title: "Fiche technique", url: "/voltline/fr-ca/documents/DOC-SS-F00001.pdf" };

describe("P5 product document mapper", () => {
  it("keeps this site's document routes and the DAM's https links", () => {
    expect(toProductDocument(local)).toEqual(local);
    const dam = { id: "DOC-CERT-UL-F00001", kind: "certificate", title: "UL certificate", url: "https://dam.voltline.example/a/b.pdf" };
    expect(toProductDocument({ ...dam, extra: 1 })).toEqual(dam);
  });

  it("refuses links a visitor must never follow", () => {
    for (const url of ["javascript:alert(1)", "http://dam.example/x.pdf", "//evil.example/x.pdf", "/\\evil.example", "data:application/pdf;base64,AA", "", 42]) {
      expect(safeDocumentUrl(url), String(url)).toBeUndefined();
    }
  });

  it("leaves out entries with a missing field or an unknown kind, keeping the order of the rest", () => {
    const list = [
      { ...local, id: "A" },
      { ...local, kind: "brochure" },
      { ...local, title: "  " },
      { ...local, url: "javascript:void(0)" },
      null,
      "DOC",
      { ...local, id: "B", kind: "installationInstructions" },
    ];
    expect(toProductDocuments(list).map((d) => d.id)).toEqual(["A", "B"]);
    expect(toProductDocuments(undefined)).toEqual([]);
    expect(toProductDocuments({ documents: [] })).toEqual([]);
  });
});
