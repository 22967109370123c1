// Public entry of the subscriptions (F9) inside the forms server: the pipeline starts one, the confirm and unsubscribe
// pages and POST /api/forms/unsubscribe read and change one through a signed token.
export { subscribe, findSubscription, confirmSubscription, unsubscribe, subscriptionLinks, RESEND_WINDOW_MS, type SubscribeInput, type SubscribeOutcome } from "./store";
export { signToken, verifyToken, CONFIRM_TOKEN_LIFETIME_MS, type TokenCheck, type TokenPurpose } from "./tokens";
export { subscribeTranslator } from "./messages";
export { unsubscribeResponse } from "./unsubscribe-route";
