// F9: the unsubscribe link of every subscription mail; asks before unsubscribing (mail scanners open links).
import { SubscribeUnsubscribePage, subscriptionMetadata } from "@/features/forms/ui";

type Props = { params: Promise<{ brand: string; locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = ({ params }: Props) => subscriptionMetadata("unsubscribe", params);

export default function Page({ params, searchParams }: Props) {
  return <SubscribeUnsubscribePage params={params} searchParams={searchParams} />;
}
