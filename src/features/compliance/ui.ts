// UI entry of the compliance letters (F10-F13): the public verification page of a letter (ADR 60).
export { LetterVerificationPage, letterVerificationMetadata } from "./pages/LetterVerificationPage";
