// A6 my-account/orders.
import { OrdersPage, ordersMetadata } from "@/features/account/ui";
import { type AccountPageProps } from "@/features/account";

export const generateMetadata = ordersMetadata;

export default function Page(props: AccountPageProps) {
  return <OrdersPage {...props} />;
}
