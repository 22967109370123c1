export { AccountListShellView } from "./components/AccountListShellView";
export { AddToListButton } from "./components/AddToListButton";
export { HeaderListLink } from "./components/HeaderListLink";
export { ListLines } from "./components/ListLines";
export { ListsManager } from "./components/ListsManager";
export { MyListView } from "./components/MyListView";
export { AccountList } from "./server/AccountList";
export { ListsMessages } from "./server/ListsMessages";
