// Publish webhook of the CMS (C7): the content feature authenticates, revalidates and keeps search in step.
import { handleContentWebhook } from "@/features/content/server";

export const POST = (request: Request): Promise<Response> => handleContentWebhook(request);
