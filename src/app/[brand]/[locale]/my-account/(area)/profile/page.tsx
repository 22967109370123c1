// A3 my-account/profile.
import { ProfilePage, profileMetadata, type AccountPageProps } from "@/features/account/pages";

export const generateMetadata = profileMetadata;

export default function Page(props: AccountPageProps) {
  return <ProfilePage {...props} />;
}
