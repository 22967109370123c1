// U4: the account pages read the database per request; the area's navigation stays while the page streams in.
import { PageSkeleton } from "@/platform/ui/skeleton/PageSkeleton";

export default function Loading() {
  return <PageSkeleton shape="table" />;
}
