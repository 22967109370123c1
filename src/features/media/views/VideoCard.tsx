import { ContentImage } from "@/features/content/ui";
import Link from "next/link";
import type { Locale } from "@/config/locales";
import type { Video } from "@/features/content";
import { formatCaptionTime } from "@/features/media/captions";
import { buildVideoUrl, sitePath } from "@/platform/routing/urls";
import styles from "./Videos.module.css";

export function VideoCard({ video, brand, locale, eager = false, headingLevel = 2 }: { video: Video; brand: string; locale: Locale; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.thumb}>
        {video.thumbnail ? (
          <ContentImage image={video.thumbnail} sizes="(max-width: 700px) 100vw, 380px" decorative preload={eager} />
        ) : null}
        <span className={styles.duration}>{formatCaptionTime(video.durationSeconds)}</span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={sitePath(brand, locale, buildVideoUrl(video))}>{video.title}</Link>
        </Heading>
        <p>{video.description}</p>
      </div>
    </article>
  );
}
