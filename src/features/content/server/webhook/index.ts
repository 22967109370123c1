// The publish webhook's public entry (C7): the route `app/api/content-webhook` answers with it.
import "server-only";

export { handleContentWebhook } from "./handle";
