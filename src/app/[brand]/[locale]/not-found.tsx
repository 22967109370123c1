import type { Metadata } from "next";
import { NotFoundView } from "@/platform/errors/NotFoundView";

export const metadata: Metadata = { title: { absolute: "Not Found" }, robots: { index: false } };

export default function NotFound() {
  return <NotFoundView />;
}
