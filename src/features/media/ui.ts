export { VideoModal } from "./components/VideoModal";
export { VideoPlayer } from "./components/VideoPlayer";
export { VideoDetailView } from "./views/VideoDetailView";
export { VideoListView, videoListState } from "./views/VideoListView";
