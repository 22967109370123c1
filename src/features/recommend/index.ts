export { parseRecommendationsBody, withoutPersonalModels } from "./model";
