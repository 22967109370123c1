export { playableVideo, playerChoice, type PlayerChoice } from "./playable";
export { BRIGHTCOVE_POLICY_SOURCES, VIDEO_PLAYER_ENV_VARIABLES, brightcoveConfig, brightcoveScriptUrl, videoPlayerPolicySources } from "./player/brightcove";
export { relatedVideos } from "./tags";
