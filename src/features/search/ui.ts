export { InstantSearchView } from "./page/InstantSearchView";
export { HeaderSearch } from "./suggest/HeaderSearch";
