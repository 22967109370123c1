// A6 my-account/orders/{reference}.
import { OrderPage, orderMetadata } from "@/features/account/ui";
import { type AccountItemPageProps } from "@/features/account";

export const generateMetadata = orderMetadata;

export default function Page(props: AccountItemPageProps<"reference">) {
  return <OrderPage {...props} />;
}
