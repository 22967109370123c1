// The public verification page of a compliance letter (F10-F13, ADR 60), the address printed (and QR-coded) on it.
import { LetterVerificationPage, letterVerificationMetadata } from "@/features/compliance/ui";

type Props = { params: Promise<{ brand: string; locale: string; reference: string; code: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = "force-dynamic";

export const generateMetadata = ({ params }: Props) => letterVerificationMetadata(params);

export default function Page({ params, searchParams }: Props) {
  return <LetterVerificationPage params={params} searchParams={searchParams} />;
}
