// The address book's actions (A5): add, change, delete, make default. Each is scoped by the session's subject, so an
// id of another account answers 404 like an unknown one (A7). Back to the address book with a notice.
import "server-only";
import type { Locale } from "@/config/locales";
import { accountPath } from "../../area";
import { checkFields, runAccountAction, type ActionContext, type ActionResult } from "../../server/action";
import { addressSchema, MAX_ADDRESSES } from "../model";
import { createAddress, deleteAddress, findAddress, setDefaultAddress, updateAddress, type AddressWrite } from "./store";

const book = (brand: string, locale: Locale) => accountPath(brand, locale, "address-book");

function notFound({ brand, locale, translators }: ActionContext): ActionResult {
  return { kind: "refused", status: 404, message: translators.t("errors.addressNotFound"), backTo: book(brand.brandDirectory, locale) };
}

function written(context: ActionContext, write: AddressWrite, notice: string, formPath: string, formKey: string): ActionResult {
  const { brand, locale, translators } = context;
  if (write.kind === "not-found") return notFound(context);
  if (write.kind === "limit") return { kind: "refused", status: 409, message: translators.t("errors.addressLimit", { max: MAX_ADDRESSES }), backTo: formPath, formKey };
  return { kind: "done", location: `${book(brand.brandDirectory, locale)}?notice=${notice}#address-${write.id}`, status: notice === "address-added" ? 201 : 200 };
}

export function createAddressResponse(request: Request): Promise<Response> {
  return runAccountAction(request, {
    schema: addressSchema,
    returnPath: (brand, locale) => accountPath(brand, locale, "address-book", "new"),
    async run(context) {
      const formPath = accountPath(context.brand.brandDirectory, context.locale, "address-book", "new");
      const checked = checkFields(addressSchema, context.fields, context.translators);
      if (!checked.ok) return { kind: "invalid", fieldErrors: checked.fieldErrors, formPath, formKey: "address:new" };
      return written(context, await createAddress(context.session.subject, checked.input), "address-added", formPath, "address:new");
    },
  });
}

export function updateAddressResponse(request: Request, id: string): Promise<Response> {
  return runAccountAction(request, {
    schema: addressSchema,
    returnPath: (brand, locale) => book(brand, locale),
    async run(context) {
      const formPath = accountPath(context.brand.brandDirectory, context.locale, "address-book", id);
      const checked = checkFields(addressSchema, context.fields, context.translators);
      // Another account's id is refused before its fields are looked at: nothing about it shows.
      if (!checked.ok) {
        if (!(await findAddress(context.session.subject, id))) return notFound(context);
        return { kind: "invalid", fieldErrors: checked.fieldErrors, formPath, formKey: `address:${id}` };
      }
      return written(context, await updateAddress(context.session.subject, id, checked.input), "address-saved", formPath, `address:${id}`);
    },
  });
}

export function deleteAddressResponse(request: Request, id: string): Promise<Response> {
  return runAccountAction(request, {
    returnPath: (brand, locale) => book(brand, locale),
    async run(context) {
      if (!(await deleteAddress(context.session.subject, id))) return notFound(context);
      return { kind: "done", location: `${book(context.brand.brandDirectory, context.locale)}?notice=address-deleted` };
    },
  });
}

export function setDefaultAddressResponse(request: Request, id: string): Promise<Response> {
  return runAccountAction(request, {
    returnPath: (brand, locale) => book(brand, locale),
    async run(context) {
      const write = await setDefaultAddress(context.session.subject, id);
      return written(context, write, "address-default", book(context.brand.brandDirectory, context.locale), "notice");
    },
  });
}
