// A form sent without JavaScript and refused, shown again with its values and errors (issue 13).
import { DraftPage, draftMetadata } from "@/features/forms/ui";

type Props = { params: Promise<{ brand: string; locale: string; formId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = ({ params }: Props) => draftMetadata(params);

export default function Page({ params, searchParams }: Props) {
  return <DraftPage params={params} searchParams={searchParams} />;
}
