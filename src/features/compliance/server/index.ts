// Server entry of the compliance letters (F10-F13): the route's handler and the dynamic modules.
export { letterRequestResponse, addressLines, LETTER_CURRENCY } from "./letter-request";
export { COMPLIANCE_MODULES } from "../modules";
