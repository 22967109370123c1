// Public entry of the forms feature for its neighbours (client-safe): the "Request a quote" link (F2), and the field
// kit (issue 13) other features build their own forms with (the account area's profile and address book, issue 14):
// the schema building blocks (built with @/platform/validation/zod) and their translated errors, the country / region / postal code /
// phone rules, the field components and SchemaForm, a form of those fields posted to any endpoint.
// The dynamic module registry reads ./modules; routes and server code read ./server.

export type { FieldErrors, FormErrorKey } from "./model";
export { CONSENT_TEXT_VERSION } from "./model";
export { translateIssues, FORM_LEVEL_PATH, type ErrorTranslator } from "./errors";
export { formDataToObject } from "./form-data";
export { sameSitePath } from "./submit-answer";
export { requiredText, optionalText, checkboxField, optionalChoice } from "./fields/schema";
export { countryField, optionalCountryField } from "./fields/address-schema";
export { whenFieldsValid } from "./fields/when-fields-valid";
export { countryOptions, countryName, isCountryCode, FIRST_COUNTRIES, type CountryOption } from "./fields/countries";
export { ADDRESS_PLACE_NAMES } from "./fields/place-names";
export { regionOptions, hasRegions, isRegionOf, REGION_COUNTRIES, type RegionOption, type RegionCountry } from "./fields/regions";
export { normalizePostalCode, postalCodeError } from "./fields/postal-code";
export { phoneError, phoneE164, formatPhone } from "./fields/phone";
export { ROLES, type Role } from "./fields/roles";

// The contact form opened with some fields filled (issue 16: a sales contact's "contact" action).
export { contactFormHref, type ContactPrefill } from "./contact-prefill";
// How many products one quote request takes (F2): lists (A4) say when a longer list is cut to it.
export { LINES_MAX as QUOTE_LINES_MAX } from "./quote-lines";
export { FORM_DEFINITIONS } from "./definitions";
export { REFERENCE_PATTERN } from "./model";
