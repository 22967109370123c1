import { describe, expect, it } from "vitest";
import { translateIssues } from "../errors";
import { fileTypeNames } from "../file-types";
import { formErrorTranslator } from "./messages";
import { checkUploads, cleanFileName } from "./uploads";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001", "hex");
const spec = { proofOfPurchase: { maxBytes: 1024 * 1024, types: ["application/pdf", "image/png", "image/jpeg"], required: true } };
const file = (bytes: Buffer | string, name: string, type = "application/pdf") => new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

describe("issue 13, F3: uploaded files", () => {
  it("takes the type from the bytes, keeps a clean name, size and hash", async () => {
    const { uploads, issues } = await checkUploads([{ field: "proofOfPurchase", file: file(PDF, "../../etc/receipt <1>.pdf", "image/gif") }], spec);
    expect(issues).toEqual([]);
    expect(uploads).toEqual([{ field: "proofOfPurchase", fileName: "receipt _1_.pdf", contentType: "application/pdf", size: PDF.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/), data: PDF }]);
    const png = await checkUploads([{ field: "proofOfPurchase", file: file(PNG, "photo.png", "image/png") }], spec);
    expect(png.uploads[0]?.contentType).toBe("image/png");
  });

  it("refuses a script named .pdf, a file over the limit, a second file, a missing file and a file under an unknown name", async () => {
    expect((await checkUploads([{ field: "proofOfPurchase", file: file("<script>alert(1)</script>", "receipt.pdf") }], spec)).issues).toEqual([{ code: "custom", path: ["proofOfPurchase"], message: "fileType", choices: ["PDF", "PNG", "JPEG"] }]);
    const big = await checkUploads([{ field: "proofOfPurchase", file: file(Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]), "big.pdf") }], { proofOfPurchase: { ...spec.proofOfPurchase, maxBytes: 2 * 1024 * 1024 } });
    expect(big.issues).toEqual([{ code: "too_big", path: ["proofOfPurchase"], message: "fileTooLarge", maximum: 2 }]);
    const two = await checkUploads([{ field: "proofOfPurchase", file: file(PDF, "a.pdf") }, { field: "proofOfPurchase", file: file(PDF, "b.pdf") }], spec);
    expect(two.uploads).toHaveLength(1);
    expect(two.issues).toEqual([{ code: "custom", path: ["proofOfPurchase"], message: "file" }]);
    expect((await checkUploads([{ field: "proofOfPurchase", file: file("", "") }], spec)).issues).toEqual([{ code: "custom", path: ["proofOfPurchase"], message: "file" }]);
    expect((await checkUploads([{ field: "avatar", file: file(PDF, "a.pdf") }], {})).issues).toEqual([{ code: "unrecognized_keys", path: [], message: "unknownField", keys: ["avatar"] }]);
  });

  it("names the types the field takes, in the visitor's language", async () => {
    const refusal = async (types: string[]) => (await checkUploads([{ field: "proofOfPurchase", file: file("plain text", "notes.pdf") }], { proofOfPurchase: { ...spec.proofOfPurchase, types } })).issues;
    const said = async (types: string[], locale: "en" | "fr-ca" | "es-mx") => translateIssues(await refusal(types), formErrorTranslator(locale)).proofOfPurchase;
    expect(await said(["application/pdf", "image/jpeg", "image/png", "image/webp"], "en")).toBe("Attach a PDF, JPEG, PNG, or WebP file.");
    expect(await said(["application/pdf", "image/jpeg", "image/png", "image/webp"], "fr-ca")).toBe("Joignez un fichier PDF, JPEG, PNG ou WebP.");
    expect(await said(["application/pdf", "image/jpeg", "image/png", "image/webp"], "es-mx")).toBe("Adjunte un archivo PDF, JPEG, PNG o WebP.");
    expect(await said(["application/pdf"], "en")).toBe("Attach a PDF file.");
    expect(await said(["image/png", "image/jpeg"], "fr-ca")).toBe("Joignez un fichier PNG ou JPEG.");
    expect(await said(["image/png", "image/gif"], "es-mx")).toBe("Adjunte un archivo PNG o GIF.");
    expect(fileTypeNames(["image/bmp", "application/x-tar", "image/jpeg", "image/jpeg"])).toEqual(["BMP", "TAR", "JPEG"]);
  });

  it("cleans names", () => {
    expect(cleanFileName("C:\\Users\\me\\Reçu été.pdf")).toBe("Reçu été.pdf");
    expect(cleanFileName("...")).toBe("upload");
    expect(cleanFileName("a\u0000b\nc.pdf")).toBe("a_b_c.pdf");
    expect(cleanFileName("x".repeat(500)).length).toBe(120);
  });
});
