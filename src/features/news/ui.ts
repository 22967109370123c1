export { NewsArticleView } from "./components/NewsArticleView";
export { NewsCard } from "./components/NewsCard";
export { NewsListView, newsPageCount } from "./components/NewsListView";
