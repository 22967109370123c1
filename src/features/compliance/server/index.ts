// Server entry of the compliance letters (F10-F13): the route handlers, verification and revocation, the modules.
export { letterRequestResponse, addressLines, LETTER_CURRENCY } from "./letter-request";
export { findLetter, revokeLetter, verifyFileResponse, sha256Hex, type VerifiedLetter, type RevokeResult } from "./verification";
export { COMPLIANCE_MODULES } from "../modules";
