"use client";
// Client entry of the account feature for its neighbours' islands: who is signed in as the browser sees it (one store
// for the page, asked once) and the header's account corner. Inner files (components/, server/) are the feature's own.
export { useAccount, type AccountView } from "./components/useAccount";
export { AccountMenu } from "./components/AccountMenu";
