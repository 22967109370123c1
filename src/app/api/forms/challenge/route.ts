// GET /api/forms/challenge: a fresh proof-of-work challenge for a form's embedded captcha (X9, ALTCHA), never cached.
// 404 when the site uses reCAPTCHA instead.
import { formChallengeResponse } from "@/features/forms/server";

export const dynamic = "force-dynamic";

export function GET(): Promise<Response> {
  return formChallengeResponse();
}
