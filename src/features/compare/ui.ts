export { AddToCompare } from "./components/AddToCompare";
export { CompareLink } from "./components/CompareLink";
export { CompareTable } from "./components/CompareTable";
export { HeaderCompareLink } from "./components/HeaderCompareLink";
