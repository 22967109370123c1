// The account area's pages (issue 14), for the app's route files under my-account/.
export { AccountLayoutView } from "./AccountLayoutView";
export { AccountStaticFrame } from "./AccountStaticFrame";
export { ProfilePage, profileMetadata } from "./ProfilePage";
export { AddressBookPage, addressBookMetadata } from "./AddressBookPage";
export { AddressFormPage, addressFormMetadata } from "./AddressFormPage";
export { OrdersPage, ordersMetadata } from "./OrdersPage";
export { OrderPage, orderMetadata } from "./OrderPage";
export type { AccountPageProps, AccountItemPageProps } from "./props";
