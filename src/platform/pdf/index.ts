// The PDF port (ADR 55): tagged, PDF/UA-1 documents laid out from blocks and drawn with PDFKit in Source Sans 3
// (embedded subsets), and PDFs merged with pdf-lib. Server-side only: it reads font files from node_modules.
export { renderPdf, layoutDocument, textWidth, wrapText, type Block, type PdfDocument, type TableColumn } from "./layout";
export { unsupportedCharacters, printable, MISSING } from "./fonts";
export { mergePdfs, type MergePart } from "./merge";
export { PAGE_SIZE, type PdfMetadata } from "./pdf-file";
