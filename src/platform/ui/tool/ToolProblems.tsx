// What a tool says above its results (F4, F5, F6): the problems of the query (a list, announced), then a line of
// information (what is missing, e.g. "choose a market"), then the error of the answer (not found, unavailable...),
// announced. Renders nothing when there is nothing to say. A server component: no JavaScript.
import type { ReactNode } from "react";
import styles from "./Tool.module.css";

export { styles as toolStyles };

export interface ToolProblemsProps {
  /** Problems of the query, each a translated sentence; the rest of the query still answers. */
  problems?: readonly string[];
  /** Information: what the visitor still has to give. */
  info?: ReactNode;
  /** The answer's error, a translated sentence. */
  notice?: ReactNode;
}

export function ToolProblems({ problems = [], info, notice }: ToolProblemsProps) {
  return (
    <>
      {problems.length > 0 ? (
        <div className={styles.notice} role="alert">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {info ? <p className={styles.info}>{info}</p> : null}
      {notice ? (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      ) : null}
    </>
  );
}
