export { FetchError, FetchSkeleton, type SkeletonShape } from "./FetchState";
export { useRetry } from "./retry";
