// Public server entry of Find a Sales Contact (F5, issue 16): the sales network drawn from the prepared seats, the
// answer to a query, and the module by type for the content block registry (C3).
import "server-only";
export { marketNetwork, salesSeats, seatsPath } from "./network";
export { answerSalesContact, type SalesContactAnswer, type SalesContactDeps } from "./sales-contact";
export { SALES_CONTACT_MODULES } from "../modules";
