// A5 my-account/address-book.
import { AddressBookPage, addressBookMetadata, type AccountPageProps } from "@/features/account/pages";

export const generateMetadata = addressBookMetadata;

export default function Page(props: AccountPageProps) {
  return <AddressBookPage {...props} />;
}
