// The list pages' client islands read the `lists-pages` messages, which only these pages need: they get them here,
// with the `lists` messages every page already has, instead of every page of the site carrying them.
import "server-only";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

export async function ListsMessages({ children }: { children: React.ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={{ lists: messages.lists, "lists-pages": messages["lists-pages"] }}>{children}</NextIntlClientProvider>;
}
