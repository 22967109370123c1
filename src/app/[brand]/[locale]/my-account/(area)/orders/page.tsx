// A6 my-account/orders.
import { OrdersPage, ordersMetadata, type AccountPageProps } from "@/features/account/pages";

export const generateMetadata = ordersMetadata;

export default function Page(props: AccountPageProps) {
  return <OrdersPage {...props} />;
}
