// What the app's route files hand the account pages.
export interface AccountPageProps {
  params: Promise<{ brand: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export interface AccountItemPageProps<Key extends string> {
  params: Promise<{ brand: string; locale: string } & Record<Key, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}
