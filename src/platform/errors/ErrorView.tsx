// The error page of R15: two-line title, a description and one primary button to the brand's home.
import Link from "next/link";
import styles from "./ErrorView.module.css";

export function ErrorView({
  documentTitle = "Not Found",
  line1,
  line2,
  description,
  detail,
  actionLabel,
  actionHref,
  children,
}: {
  /** R15's error pages are titled "Not Found"; the 503 page says what it is. */
  documentTitle?: string;
  line1: string;
  line2: string;
  description: string;
  detail?: string;
  actionLabel: string;
  actionHref: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={`container ${styles.error}`}>
      {/* The error page's document title is "Not Found" (R15), whatever the layout's title says. */}
      <title>{documentTitle}</title>
      <h1>
        <span className={styles.line}>{line1}</span>
        <span className={styles.line}>{line2}</span>
      </h1>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <p>{description}</p>
      <Link href={actionHref} className="btn btn-primary">
        {actionLabel}
      </Link>
      {children}
    </div>
  );
}
