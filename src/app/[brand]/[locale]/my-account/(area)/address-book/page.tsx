// A5 my-account/address-book.
import { AddressBookPage, addressBookMetadata } from "@/features/account/ui";
import { type AccountPageProps } from "@/features/account";

export const generateMetadata = addressBookMetadata;

export default function Page(props: AccountPageProps) {
  return <AddressBookPage {...props} />;
}
