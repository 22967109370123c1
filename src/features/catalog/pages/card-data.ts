// What a product card shows (C3, P4), read from a catalogue product of any image shape.
export interface ProductCardData {
  id: string;
  slug?: string;
  name: string;
  catalogNumber: string;
  image?: { url: string; alt: string };
}

export interface CatalogProductLike {
  id: string;
  name: string;
  catalogNumber: string;
  slug?: string;
  images?: readonly unknown[];
  /** Catalogue gallery (objects with url and alt), preferred over `images`. */
  gallery?: readonly unknown[];
}

// next/image throws on a src that is neither root-relative nor absolute (e.g. a bare image id).
function isImageUrl(value: unknown): value is string {
  return typeof value === "string" && /^(\/|https?:\/\/)/i.test(value);
}

function firstImage(images: readonly unknown[] | undefined, name: string): ProductCardData["image"] {
  const first = images?.[0];
  if (typeof first === "string") return isImageUrl(first) ? { url: first, alt: name } : undefined;
  if (first && typeof first === "object") {
    const record = first as Record<string, unknown>;
    const url = [record.url, record.src].find(isImageUrl);
    const alt = [record.alt, record.description, record.title].find((value): value is string => typeof value === "string" && value.length > 0);
    return url ? { url, alt: alt ?? name } : undefined;
  }
  return undefined;
}

export function toProductCard(product: CatalogProductLike): ProductCardData {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    catalogNumber: product.catalogNumber,
    image: firstImage(product.gallery, product.name) ?? firstImage(product.images, product.name),
  };
}

/** Cards in the editor's PIM id order; ids the catalogue does not know are left out. */
export function orderByPimIds<T extends { id: string }>(products: readonly T[], pimIds: readonly string[]): T[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return pimIds.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}
