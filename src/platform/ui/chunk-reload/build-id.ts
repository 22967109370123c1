// The id of the running build for /api/build-id (U3): NEXT_BUILD_ID, else Next's .next/BUILD_ID file.
export const DEVELOPMENT_BUILD_ID = "development";

export async function resolveBuildId(
  envBuildId: string | undefined,
  readBuildIdFile: () => Promise<string>,
): Promise<string> {
  const fromEnv = envBuildId?.trim();
  if (fromEnv) return fromEnv;
  try {
    return (await readBuildIdFile()).trim() || DEVELOPMENT_BUILD_ID;
  } catch {
    // `next dev` writes no BUILD_ID; one constant id means dev never reports a new deployment.
    return DEVELOPMENT_BUILD_ID;
  }
}
