// Public entry of the forms feature for its neighbours' pages (client-safe): the "Request a quote" link (F2).
// The dynamic module registry reads ./modules; routes and server code read ./server.
export { RequestQuoteLink, type RequestQuoteLinkProps } from "./components/RequestQuoteLink";
