// The forms' pages, for the app's route files: confirmations (F1-F3) and the no-JavaScript draft page.
export { ConfirmationPage, confirmationMetadata, referenceOf } from "./ConfirmationPage";
export { DraftPage, draftMetadata } from "./DraftPage";
export { SubscribeConfirmPage, SubscribeUnsubscribePage, subscriptionMetadata } from "./SubscriptionPages";
