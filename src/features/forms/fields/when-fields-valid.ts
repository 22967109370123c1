// Cross-field checks of the form definitions (zod object refinements) that still report with other fields' errors.
/**
 * For a check across fields of an object (a region of a country, the electrician's name): run it even when other
 * fields have issues (zod skips object refinements after any issue by default), when the fields it reads are strings
 * without issues of their own.
 */
export const whenFieldsValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }): boolean => {
    const value = payload.value;
    if (typeof value !== "object" || value === null) return false;
    const record = value as Record<string, unknown>;
    if (!fields.every((field) => typeof record[field] === "string")) return false;
    return !payload.issues.some((issue) => issue.path !== undefined && fields.includes(String(issue.path[0])));
  };
