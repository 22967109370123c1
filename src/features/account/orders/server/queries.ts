// A6: the account's quote requests and warranty registrations on this brand's site, read through the forms feature
// (which owns the submissions). Only those the account sent signed in carry its subject (A7).
import "server-only";
import { findAccountRequest, listAccountRequests, type AccountRequest } from "@/features/forms/server";

export type AccountOrder = AccountRequest;

/** The most an orders page lists. */
export const ORDERS_PAGE_LIMIT = 200;

export function accountOrders(subject: string, brand: string): Promise<AccountOrder[]> {
  return listAccountRequests(subject, brand, ORDERS_PAGE_LIMIT);
}

export function accountOrder(subject: string, brand: string, reference: string): Promise<AccountOrder | undefined> {
  return findAccountRequest(subject, brand, reference.toUpperCase());
}
