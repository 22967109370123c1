import Image from "next/image";
import Link from "next/link";
import type { Locale } from "@/config/locales";
import type { Video } from "@/features/content/model";
import { formatCaptionTime } from "@/features/media/captions";
import { buildVideoUrl, sitePath } from "@/platform/routing/urls";
import styles from "./Videos.module.css";

export function VideoCard({ video, brand, locale, eager = false, headingLevel = 2 }: { video: Video; brand: string; locale: Locale; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.thumb}>
        {video.thumbnail ? (
          <Image
            src={video.thumbnail.url}
            alt=""
            width={video.thumbnail.width}
            height={video.thumbnail.height}
            sizes="(max-width: 700px) 100vw, 380px"
            quality={80}
            priority={eager}
          />
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
