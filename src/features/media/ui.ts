export { VideoModal } from "./components/VideoModal";
export { videoOpenerHtml } from "./components/video-opener";
export { VideoPlayer } from "./components/VideoPlayer";
export { VideoDetailView } from "./views/VideoDetailView";
export { VideoListView, videoListState } from "./views/VideoListView";
