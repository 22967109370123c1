// UI entry of the compliance letters (F10-F13): the public verification page of a letter and the page a refused
// request comes back to without JavaScript (ADR 60).
export { LetterVerificationPage, letterVerificationMetadata } from "./pages/LetterVerificationPage";
export { LetterDraftPage, letterDraftMetadata } from "./pages/LetterDraftPage";
