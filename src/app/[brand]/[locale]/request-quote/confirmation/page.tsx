// The quote form's confirmation page (issue 13): reference, what happens next, the way back.
import { ConfirmationPage, confirmationMetadata } from "@/features/forms/ui";

type Props = { params: Promise<{ brand: string; locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = ({ params }: Props) => confirmationMetadata("quote", params);

export default function Page({ params, searchParams }: Props) {
  return <ConfirmationPage formId="quote" params={params} searchParams={searchParams} />;
}
