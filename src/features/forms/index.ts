// Public entry of the forms feature for its neighbours' pages (client-safe): the "Request a quote" link (F2).
// The dynamic module registry reads ./modules; routes and server code read ./server.
export { RequestQuoteLink, type RequestQuoteLinkProps } from "./components/RequestQuoteLink";
// How many products one quote request takes (F2): lists (A4) say when a longer list is cut to it.
export { LINES_MAX as QUOTE_LINES_MAX } from "./quote-lines";
