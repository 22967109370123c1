// U4: the search page renders per request; its results stream in behind this.
import { PageSkeleton } from "@/platform/ui/skeleton/PageSkeleton";

export default function Loading() {
  return <PageSkeleton shape="grid" />;
}
