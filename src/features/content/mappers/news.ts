// newsPost entry -> NewsPostSummary / NewsPost (W1).
import type { NewsPost, NewsPostSummary } from "@/features/content/model";
import { mapImageAsset } from "./asset";
import { brandDirectoryOf } from "./brand";
import { linkedAsset, linkedEntry, strings, text, type CfEntry } from "./entry-shape";

export function mapNewsPostSummary(entry: CfEntry): NewsPostSummary {
  const f = entry.fields;
  const summary: NewsPostSummary = {
    id: entry.sys.id,
    title: text(f, "title") ?? "",
    excerpt: text(f, "excerpt") ?? "",
    date: text(f, "date") ?? entry.sys.updatedAt ?? "",
    brandDirectory: brandDirectoryOf(linkedEntry(f, "brand")),
  };
  const image = mapImageAsset(linkedAsset(f, "image"));
  if (image) summary.image = image;
  return summary;
}

export function mapNewsPost(entry: CfEntry): NewsPost {
  const post: NewsPost = { ...mapNewsPostSummary(entry), body: text(entry.fields, "body") ?? "", tags: strings(entry.fields, "tags") };
  const author = text(entry.fields, "author");
  if (author) post.author = author;
  return post;
}
