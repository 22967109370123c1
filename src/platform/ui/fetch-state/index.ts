export { FetchError, FetchSkeleton, type SkeletonShape } from "./FetchState";
