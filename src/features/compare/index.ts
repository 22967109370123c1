export { MAX_COMPARE } from "./model";
