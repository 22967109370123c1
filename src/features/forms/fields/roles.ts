// Who is writing (issue 13): the roles a manufacturer's leads are sorted by; labels in forms.json (forms.roles.<role>).
export const ROLES = ["contractor", "electrician", "distributor", "engineer-specifier", "facility-manager", "homeowner", "other"] as const;
export type Role = (typeof ROLES)[number];
