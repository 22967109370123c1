export { ProductViewEvent } from "./components/ProductViewEvent";
export { WhereToBuyLink } from "./components/WhereToBuyLink";
