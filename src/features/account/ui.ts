export { AccountMenu } from "./components/AccountMenu";
export { AccountLayoutView } from "./pages/AccountLayoutView";
export { AccountStaticFrame } from "./pages/AccountStaticFrame";
export { AddressBookPage, addressBookMetadata } from "./pages/AddressBookPage";
export { AddressFormPage, addressFormMetadata } from "./pages/AddressFormPage";
export { OrderPage, orderMetadata } from "./pages/OrderPage";
export { OrdersPage, ordersMetadata } from "./pages/OrdersPage";
export { ProfilePage, profileMetadata } from "./pages/ProfilePage";
