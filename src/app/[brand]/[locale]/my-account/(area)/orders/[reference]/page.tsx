// A6 my-account/orders/{reference}.
import { OrderPage, orderMetadata, type AccountItemPageProps } from "@/features/account/pages";

export const generateMetadata = orderMetadata;

export default function Page(props: AccountItemPageProps<"reference">) {
  return <OrderPage {...props} />;
}
