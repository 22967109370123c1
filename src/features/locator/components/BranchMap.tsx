"use client";
// The map's place beside Where to Buy's results (F6, ADR 51). Every client component of the CMS page route ships with
// every page of it, so this one is only a stub: in the browser it loads the island (BranchMapIsland: list sync, the
// adapters) as a chunk of its own, which only a page with results asks for. The box keeps the map's room meanwhile.
import { useEffect, useState, type ComponentType } from "react";
import type { BranchMapProps } from "./BranchMapIsland";
import styles from "./WhereToBuy.module.css";

export function BranchMap(props: BranchMapProps) {
  const [Island, setIsland] = useState<ComponentType<BranchMapProps>>();
  useEffect(() => {
    let live = true;
    import("./BranchMapIsland").then(
      (module) => live && setIsland(() => module.BranchMapIsland),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return <div className={styles.map}>{Island ? <Island {...props} /> : null}</div>;
}
