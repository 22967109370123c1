export { ConsentBanner } from "./components/ConsentBanner";
