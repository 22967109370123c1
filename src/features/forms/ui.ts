export { RequestQuoteLink } from "./components/RequestQuoteLink";
export { SchemaForm } from "./components/SchemaForm";
export { lazySchema } from "./components/schema-loader";
export { CheckboxField, SelectField, TextField } from "./components/fields";
export { CountryField, PhoneField, RegionField } from "./components/address-fields";
export { ConfirmationPage, confirmationMetadata } from "./pages/ConfirmationPage";
export { DraftPage, draftMetadata } from "./pages/DraftPage";
export { SubscribeConfirmPage, SubscribeUnsubscribePage, subscriptionMetadata } from "./pages/SubscriptionPages";
