// The account feature's server entry: what other features and the app's routes use.
export { currentAccount, requireAccount, signInPath } from "./current-account";
export { readRequestSession, readSession, sessionUserToken, type Session } from "./session";
/** The site's server secret (SESSION_SECRET or the embedded default's), for keys other features derive from it. */
export { sessionSecret } from "./sealed-cookie";
