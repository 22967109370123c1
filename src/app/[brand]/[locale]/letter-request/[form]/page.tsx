// A compliance letter request (F10-F13) refused without JavaScript, shown again with what was typed and the errors.
import { LetterDraftPage, letterDraftMetadata } from "@/features/compliance/ui";

type Props = { params: Promise<{ brand: string; locale: string; form: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = "force-dynamic";

export const generateMetadata = ({ params }: Props) => letterDraftMetadata(params);

export default function Page({ params, searchParams }: Props) {
  return <LetterDraftPage params={params} searchParams={searchParams} />;
}
