// UI entry of the submittal package builder (F15): the form, and the errors page's content.
export { SubmittalForm, type SubmittalFormProps } from "./components/SubmittalForm";
export { PdfBuilderErrors } from "./components/PdfBuilderErrors";
