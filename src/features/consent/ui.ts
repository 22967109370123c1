export { ConsentGate } from "./components/ConsentGate";
