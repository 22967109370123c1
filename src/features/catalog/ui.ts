export { CatalogNotFound } from "./components/CatalogNotFound";
export { ProductGrid, productGridLabelsFrom } from "./components/ProductGrid";
export type { ProductGridLabels } from "./components/ProductGrid";
export { CompatibilityLandingView } from "./listing/CompatibilityLandingView";
export { ListingPageView } from "./listing/ListingPageView";
export { CatalogPathView } from "./pages/CatalogPathView";
export { ProductsRootView } from "./pages/ProductsRootView";
