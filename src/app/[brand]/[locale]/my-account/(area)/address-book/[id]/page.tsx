// A5 my-account/address-book/new (add) and my-account/address-book/{id} (edit).
import { AddressFormPage, addressFormMetadata, type AccountItemPageProps } from "@/features/account/pages";

export const generateMetadata = addressFormMetadata;

export default function Page(props: AccountItemPageProps<"id">) {
  return <AddressFormPage {...props} />;
}
