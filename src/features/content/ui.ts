export { ContentImage, contentImageHtml, imageSrc } from "./components/ContentImage";
export { SectionView } from "./components/SectionView";
export { PageView } from "./page/PageView";
export { SanitizedHtml } from "./components/RichText";
