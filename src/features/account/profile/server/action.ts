// POST /api/account/profile (A3): the signed-in account saves its profile; back to the profile page with a notice.
import "server-only";
import { accountPath } from "../../area";
import { checkFields, runAccountAction } from "../../server/action";
import { profileSchema } from "../model";
import { saveProfile } from "./store";

export function profileActionResponse(request: Request): Promise<Response> {
  return runAccountAction(request, {
    schema: profileSchema,
    returnPath: (brand, locale) => accountPath(brand, locale, "profile"),
    async run({ session, brand, locale, translators, fields }) {
      const page = accountPath(brand.brandDirectory, locale, "profile");
      const checked = checkFields(profileSchema, fields, translators);
      if (!checked.ok) return { kind: "invalid", fieldErrors: checked.fieldErrors, formPath: page, formKey: "profile" };
      await saveProfile(session.subject, checked.input);
      return { kind: "done", location: `${page}?notice=profile-saved` };
    },
  });
}
