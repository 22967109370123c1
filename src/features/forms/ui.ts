export { RequestQuoteLink } from "./components/RequestQuoteLink";
export { SchemaForm } from "./components/SchemaForm";
export { CheckboxField, CountryField, PhoneField, RegionField, SelectField, TextField } from "./components/fields";
export { ConfirmationPage, confirmationMetadata } from "./pages/ConfirmationPage";
export { DraftPage, draftMetadata } from "./pages/DraftPage";
export { SubscribeConfirmPage, SubscribeUnsubscribePage, subscriptionMetadata } from "./pages/SubscriptionPages";
