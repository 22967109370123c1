// The account feature's server entry: what other features and the app's routes use.
export { currentAccount, requireAccount, requireAccountWithRole, signInPath } from "./current-account";
export { hasOneOfRoles, rolesFromClaims, sessionRoles } from "./roles";
export { readRequestSession, readSession, sessionUserToken, type Session } from "./session";
export { readFormFlash, type FormFlash } from "./form-flash";

// The account area (issue 14): its pages' data and its actions' route handlers.
export { accountBrand, accountPage, accountPageMetadata, returnPathOf, type AccountPage } from "./page";
export { emptyProfile, type Profile } from "../profile/model";
export { findProfile } from "../profile/server/store";
export { profileActionResponse } from "../profile/server/action";
export { findAddress, listAddresses } from "../addresses/server/store";
export { createAddressResponse, updateAddressResponse, deleteAddressResponse, setDefaultAddressResponse } from "../addresses/server/actions";
export { accountOrders, accountOrder } from "../orders/server/queries";
export { providerAccountLinks } from "./provider-links";
export { eraseAccount, ERASERS, type ErasureReport } from "./erasure";
export { placesAutocompleteResponse, placeResponse } from "../addresses/server/places";
/** The site's server secret (SESSION_SECRET or the embedded default's), for keys other features derive from it. */
export { sessionSecret } from "./sealed-cookie";
export { SignInChallenges } from "../provider/sign-in-challenge";
export { beginSignIn, completeSignIn, endSessionUrl, oidcConfiguration, oidcSettings } from "./oidc";
export type { SignInTransaction } from "./oidc";
export { seal, unseal } from "./sealed-cookie";
export { clearSession, endSession, publicSession, writeSession } from "./session";
export { closeSessionStore } from "./session-store";
export { startEmbeddedIdentityProvider } from "../provider/embedded-setup";
