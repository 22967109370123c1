// Merges PDFs into one with pdf-lib (ADR 55), keeping what makes them accessible: each part's structure tree becomes a
// Part of one Document (its marked content re-keyed in one parent tree), the title, language, PDF/UA identification and
// DisplayDocTitle of the whole, and a bookmark per part that names one. pdf-lib's own copyPages drops the tags.
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFObjectCopier, PDFPage, PDFPageLeaf, PDFRef, type PDFObject } from "pdf-lib";
import { isLanguageTag, PRODUCER, xmpPacket, type PdfMetadata } from "./pdf-file";

export interface MergePart {
  bytes: Uint8Array;
  /** Title of the part's bookmark (a product's name); none when left out. */
  bookmark?: string;
}

/** At most this many parts, and pages in all: a submittal package is tens of spec sheets, not thousands. */
export const MERGE_LIMITS = { parts: 500, pages: 5000 } as const;

const name = (key: string) => PDFName.of(key);

/** The number-tree entries (key, value) of a parent tree, its kids flattened. */
function numberTreeEntries(tree: PDFDict | undefined): [number, PDFObject][] {
  if (!tree) return [];
  const entries: [number, PDFObject][] = [];
  const nums = tree.lookup(name("Nums"));
  if (nums instanceof PDFArray) {
    for (let i = 0; i + 1 < nums.size(); i += 2) {
      const key = nums.lookup(i);
      if (key instanceof PDFNumber) entries.push([key.asNumber(), nums.get(i + 1)]);
    }
  }
  const kids = tree.lookup(name("Kids"));
  if (kids instanceof PDFArray) {
    for (let i = 0; i < kids.size(); i++) entries.push(...numberTreeEntries(kids.lookupMaybe(i, PDFDict)));
  }
  return entries;
}

/**
 * One PDF of the parts, in order. Parts that are tagged keep their tags; the whole is tagged when any part is. Throws
 * on a part that is not a PDF, or past {@link MERGE_LIMITS}.
 */
export async function mergePdfs(parts: readonly MergePart[], meta: PdfMetadata): Promise<Uint8Array> {
  if (parts.length === 0) throw new Error("Nothing to merge");
  if (parts.length > MERGE_LIMITS.parts) throw new Error(`More than ${MERGE_LIMITS.parts} parts to merge`);
  if (!isLanguageTag(meta.lang)) throw new Error(`Not a language tag: ${meta.lang}`);
  const merged = await PDFDocument.create({ updateMetadata: false });
  const { context } = merged;

  const documentRef = context.nextRef();
  const rootRef = context.nextRef();
  const documentKids: PDFRef[] = [];
  const parentTree: (number | PDFObject)[] = [];
  const roleMap = context.obj({});
  const bookmarks: { title: string; page: PDFRef }[] = [];
  let nextKey = 0;
  let pageCount = 0;

  for (const part of parts) {
    const source = await PDFDocument.load(part.bytes, { updateMetadata: false });
    if (pageCount + source.getPageCount() > MERGE_LIMITS.pages) throw new Error(`More than ${MERGE_LIMITS.pages} pages to merge`);
    // One copier per part: a page copied by reference is the same object its structure elements point at.
    const copier = PDFObjectCopier.for(source.context, context);
    const keyOffset = nextKey;
    let partKeys = 0;
    source.getPages().forEach((page, index) => {
      const ref = copier.copy(page.ref);
      const leaf = context.lookup(ref);
      if (!(leaf instanceof PDFPageLeaf)) throw new Error("A page of a part is not a page");
      const key = leaf.lookup(name("StructParents"));
      if (key instanceof PDFNumber) {
        leaf.set(name("StructParents"), PDFNumber.of(key.asNumber() + keyOffset));
        partKeys = Math.max(partKeys, key.asNumber() + 1);
      }
      const annotations = leaf.lookup(name("Annots"));
      if (annotations instanceof PDFArray) {
        for (let i = 0; i < annotations.size(); i++) {
          const annotation = annotations.lookupMaybe(i, PDFDict);
          const parent = annotation?.lookup(name("StructParent"));
          if (annotation && parent instanceof PDFNumber) {
            annotation.set(name("StructParent"), PDFNumber.of(parent.asNumber() + keyOffset));
            partKeys = Math.max(partKeys, parent.asNumber() + 1);
          }
        }
      }
      merged.addPage(PDFPage.of(leaf, ref, merged));
      if (index === 0 && part.bookmark) bookmarks.push({ title: part.bookmark, page: ref });
    });
    pageCount += source.getPageCount();

    const structRoot = source.catalog.lookupMaybe(name("StructTreeRoot"), PDFDict);
    if (structRoot) {
      const tops = structRoot.lookup(name("K"));
      const topRefs = tops instanceof PDFArray ? tops.asArray() : tops ? [structRoot.get(name("K"))] : [];
      const partElement = context.obj({ Type: "StructElem", S: "Part", P: documentRef, K: [] });
      const partRef = context.register(partElement);
      const partKids = partElement.lookup(name("K"), PDFArray);
      for (const top of topRefs) {
        if (!(top instanceof PDFRef)) continue;
        const element = source.context.lookup(top, PDFDict);
        // The part's own Document element gives way to the Part; its children hang from the Part.
        const isDocument = element.lookup(name("S")) === name("Document");
        const children = isDocument ? element.lookup(name("K")) : undefined;
        const childRefs = isDocument ? (children instanceof PDFArray ? children.asArray() : children ? [element.get(name("K"))] : []) : [top];
        for (const child of childRefs) {
          if (!(child instanceof PDFRef)) continue;
          // Detached before copying, so the copy does not climb to the source's root; re-parented after.
          source.context.lookup(child, PDFDict).delete(name("P"));
          const copied = copier.copy(child);
          context.lookup(copied, PDFDict).set(name("P"), partRef);
          partKids.push(copied);
        }
      }
      documentKids.push(partRef);
      // The parent tree's entries, re-keyed; one naming the part's Document element now names the Part.
      const documents = new Set(topRefs.filter((top) => top instanceof PDFRef && source.context.lookup(top, PDFDict).lookup(name("S")) === name("Document")).map(String));
      const mapped = (entry: PDFObject): PDFObject => (entry instanceof PDFRef && documents.has(String(entry)) ? partRef : copier.copy(entry));
      for (const [key, value] of numberTreeEntries(structRoot.lookupMaybe(name("ParentTree"), PDFDict))) {
        const entries = source.context.lookup(value);
        parentTree.push(key + keyOffset, entries instanceof PDFArray ? context.obj(entries.asArray().map(mapped)) : mapped(value));
        partKeys = Math.max(partKeys, key + 1);
      }
      const sourceRoles = structRoot.lookupMaybe(name("RoleMap"), PDFDict);
      for (const [role, standard] of sourceRoles?.entries() ?? []) roleMap.set(role, standard);
    }
    nextKey = keyOffset + partKeys;
  }

  if (documentKids.length > 0) {
    context.assign(documentRef, context.obj({ Type: "StructElem", S: "Document", P: rootRef, K: documentKids }));
    context.assign(
      rootRef,
      context.obj({
        Type: "StructTreeRoot",
        K: [documentRef],
        ParentTree: context.obj({ Nums: parentTree as PDFObject[] }),
        ParentTreeNextKey: nextKey,
        ...(roleMap.entries().length > 0 ? { RoleMap: roleMap } : {}),
      }),
    );
    merged.catalog.set(name("StructTreeRoot"), rootRef);
    merged.catalog.set(name("MarkInfo"), context.obj({ Marked: true }));
  }

  if (bookmarks.length > 0) {
    const outlinesRef = context.nextRef();
    const itemRefs = bookmarks.map(() => context.nextRef());
    bookmarks.forEach((bookmark, i) => {
      context.assign(
        itemRefs[i]!,
        context.obj({
          Title: PDFHexString.fromText(bookmark.title),
          Parent: outlinesRef,
          ...(i > 0 ? { Prev: itemRefs[i - 1]! } : {}),
          ...(i < bookmarks.length - 1 ? { Next: itemRefs[i + 1]! } : {}),
          Dest: [bookmark.page, "Fit"],
        }),
      );
    });
    context.assign(outlinesRef, context.obj({ Type: "Outlines", First: itemRefs[0]!, Last: itemRefs.at(-1)!, Count: bookmarks.length }));
    merged.catalog.set(name("Outlines"), outlinesRef);
    merged.catalog.set(name("PageMode"), name("UseOutlines"));
  }

  merged.setTitle(meta.title, { showInWindowTitleBar: true });
  merged.setLanguage(meta.lang);
  if (meta.author) merged.setAuthor(meta.author);
  if (meta.subject) merged.setSubject(meta.subject);
  merged.setProducer(PRODUCER);
  merged.setCreator(PRODUCER);
  if (meta.created) merged.setCreationDate(meta.created);
  const xmp = context.stream(new TextEncoder().encode(xmpPacket(meta)), { Type: "Metadata", Subtype: "XML" });
  merged.catalog.set(name("Metadata"), context.register(xmp));
  // Classic cross-reference table, no object streams: the widest reader support, and what read-pdf checks.
  return merged.save({ useObjectStreams: false });
}

