// The account feature's server entry: what other features and the app's routes use.
export { currentAccount, requireAccount, signInPath } from "./current-account";
export { readRequestSession, readSession, sessionUserToken, type Session } from "./session";
