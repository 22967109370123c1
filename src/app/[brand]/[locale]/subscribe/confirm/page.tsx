// F9: the subscription confirmation link of the mail (double opt-in).
import { SubscribeConfirmPage, subscriptionMetadata } from "@/features/forms/ui";

type Props = { params: Promise<{ brand: string; locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = ({ params }: Props) => subscriptionMetadata("confirm", params);

export default function Page({ params, searchParams }: Props) {
  return <SubscribeConfirmPage params={params} searchParams={searchParams} />;
}
