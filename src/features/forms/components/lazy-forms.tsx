"use client";
// Each form's client component, loaded only by a page that shows it (issue 15 §1). A server component that imports a
// client component puts it in the JavaScript of every page of its route; the dynamic-module registry reaches every
// content page, so the forms' validation (zod and its messages), react-hook-form and the captcha widget were sent to
// pages with no form. Through next/dynamic the form is still rendered on the server (ssr stays on, the no-JavaScript
// path keeps its HTML) and its chunk is named in the HTML only of a page that renders it.
import dynamic from "next/dynamic";

export const ContactForm = dynamic(() => import("./ContactForm").then((m) => m.ContactForm));
export const QuoteForm = dynamic(() => import("./QuoteForm").then((m) => m.QuoteForm));
export const WarrantyForm = dynamic(() => import("./WarrantyForm").then((m) => m.WarrantyForm));
export const SubscribeForm = dynamic(() => import("./SubscribeForm").then((m) => m.SubscribeForm));
export const LeadForm = dynamic(() => import("./LeadForm").then((m) => m.LeadForm));
