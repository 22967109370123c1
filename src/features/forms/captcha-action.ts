// The reCAPTCHA v3 action a form's token is asked for in the browser and checked for on the server (X9). Pure.
import type { FormId } from "./model";

export const captchaAction = (formId: FormId): string => `form_${formId}`;
