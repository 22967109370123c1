import type { Metadata } from "next";
import { ForbiddenView } from "@/platform/errors/ForbiddenView";

export const metadata: Metadata = { title: { absolute: "Not Found" }, robots: { index: false } };

export default function Forbidden() {
  return <ForbiddenView />;
}
