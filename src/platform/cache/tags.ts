// Cache tags of content reads (C7): queries tag what they read, the publish webhook revalidates the
// fewest tags that cover what changed. CONTENT_TAG covers every content read (asset changes).
export const CONTENT_TAG = "content";
export const BRANDS_TAG = "brands";
export const ALL_PAGES_TAG = "pages";
export const REDIRECTS_TAG = "redirects";

export const brandTag = (brand: string) => `brand:${brand}`;
/** Every page of a brand (blocks embedding its news and videos). */
export const pagesTag = (brand: string) => `pages:${brand}`;
export const pageTag = (brand: string, slug: string) => `page:${brand}:${slug}`;
/** The brand's page listing (sitemap, static params). */
export const pageIndexTag = (brand: string) => `page-index:${brand}`;
/** The CMS product page entry look-up of one product (P8): which entry, if any, targets this PIM id. */
export const productPageTag = (brand: string, pimId: string) => `product-page:${brand}:${pimId}`;
export const newsTag = (brand: string) => `news:${brand}`;
export const videoTag = (brand: string) => `videos:${brand}`;
export const entryTag = (id: string) => `entry:${id}`;
export const redirectsTag = REDIRECTS_TAG;
