import "server-only";
