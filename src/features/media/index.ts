export { playableVideo } from "./playable";
export { relatedVideos } from "./tags";
