// Brand reads for routes and layouts (B1): cached content queries plus the pure look-up rule.
export { getBrand, listBrands } from "@/features/content/server";
export { defaultBrand, findBrand, pickBrand } from "../pick-brand";
