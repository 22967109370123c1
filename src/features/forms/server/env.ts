// Environment variables of the forms' submission pipeline, for the README (issue 13).
import { CAPTCHA_ENV_VARIABLES } from "./captcha";

export const FORMS_ENV_VARIABLES = [
  { name: "FORMS_RATE_LIMIT", default: "10/600", description: "Form submissions per client: <count>/<seconds>, or off (a bench raises it); shared in Redis when REDIS_URL is set" },
  { name: "FORMS_SECRET", default: "SESSION_SECRET", description: "Key of the client-address hash in stored submissions and of the forms' captcha challenges" },
  ...CAPTCHA_ENV_VARIABLES,
] as const;
