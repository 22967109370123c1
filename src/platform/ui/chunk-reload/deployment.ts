// New-deployment detection of U3: the build id seen first is the baseline; any other one marks the page stale.
export const DEPLOYMENT_POLL_MS = 5 * 60_000;
export const BUILD_ID_ENDPOINT = "/api/build-id";

export interface DeploymentState {
  baseline?: string;
  stale: boolean;
}

export function observeBuildId(state: DeploymentState, buildId: string | undefined): DeploymentState {
  if (!buildId || state.stale) return state;
  if (state.baseline === undefined) return { baseline: buildId, stale: false };
  return buildId === state.baseline ? state : { ...state, stale: true };
}

/** Poll now? Only a visible tab polls, and not more often than every 5 minutes. */
export function pollDue(lastPolledAt: number | undefined, now: number, visible: boolean): boolean {
  return visible && (lastPolledAt === undefined || now - lastPolledAt >= DEPLOYMENT_POLL_MS);
}

let state: DeploymentState = { stale: false };

/** Records a build id seen by this page (from the server at render, or from polling). */
export function recordBuildId(buildId: string | undefined): void {
  state = observeBuildId(state, buildId);
}

/** True once a newer deployment is live: the next navigation should be a full page load. */
export function isStale(): boolean {
  return state.stale;
}
