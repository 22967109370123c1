export { Breadcrumbs } from "./components/Breadcrumbs";
export { Footer } from "./components/Footer";
export { Header } from "./components/Header";
