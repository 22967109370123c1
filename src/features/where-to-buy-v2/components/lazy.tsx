"use client";
// This feature's client islands, loaded only by a page that renders them (ADR 73): the CMS module registry reaches
// every content page, and a client component imported by a server component ships with every page of its route.
// SSR stays on, so the HTML is the same and the no-JavaScript path keeps working.
import dynamic from "next/dynamic";

export const NearbyDistributors = dynamic(() => import("./NearbyDistributors").then((m) => m.NearbyDistributors));
export const RetailerOffers = dynamic(() => import("./RetailerOffers").then((m) => m.RetailerOffers));
