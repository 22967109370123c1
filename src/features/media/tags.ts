// Video topics: the URL carries a slug of the topic, the page shows the topic itself.
import { slugify } from "@/platform/routing/slug";

export function topicsOf(videos: { tags: string[] }[]): { slug: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const video of videos) for (const tag of video.tags) if (!seen.has(slugify(tag))) seen.set(slugify(tag), tag);
  return [...seen].map(([slug, label]) => ({ slug, label })).sort((a, b) => a.label.localeCompare(b.label));
}

export function hasTopic(video: { tags: string[] }, topicSlug: string): boolean {
  return video.tags.some((tag) => slugify(tag) === topicSlug);
}

/** Videos sharing the most topics with this one, newest first among equals. */
export function relatedVideos<T extends { id: string; tags: string[]; date: string }>(video: T, all: T[], limit = 3): T[] {
  const mine = new Set(video.tags.map(slugify));
  return all
    .filter((other) => other.id !== video.id)
    .map((other) => ({ other, score: other.tags.filter((t) => mine.has(slugify(t))).length }))
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
    .slice(0, limit)
    .map(({ other }) => other);
}
