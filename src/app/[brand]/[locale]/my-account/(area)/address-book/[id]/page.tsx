// A5 my-account/address-book/new (add) and my-account/address-book/{id} (edit).
import { AddressFormPage, addressFormMetadata } from "@/features/account/ui";
import { type AccountItemPageProps } from "@/features/account";

export const generateMetadata = addressFormMetadata;

export default function Page(props: AccountItemPageProps<"id">) {
  return <AddressFormPage {...props} />;
}
