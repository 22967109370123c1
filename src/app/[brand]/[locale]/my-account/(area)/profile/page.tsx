// A3 my-account/profile.
import { ProfilePage, profileMetadata } from "@/features/account/ui";
import { type AccountPageProps } from "@/features/account";

export const generateMetadata = profileMetadata;

export default function Page(props: AccountPageProps) {
  return <ProfilePage {...props} />;
}
