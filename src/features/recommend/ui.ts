export { ProductNextSteps } from "./components/ProductNextSteps";
export { TrendingSections } from "./components/TrendingSections";
