"use client";
// The cross reference's form with JavaScript (F4): the server's form posts to /api/crossref, which answers a browser
// without JavaScript with a redirect to the GET address of the answer. With JavaScript a short typed list goes to that
// address at once (no round trip), and a long list or a file is posted by fetch: its 4xx is shown here, in the
// visitor's language, without leaving the page (what was typed stays in the box). Checked first in the browser: an
// empty box, too long a text or too large a file are said before anything is sent.
import { useEffect, useState } from "react";
import { MAX_FILE_BYTES, MAX_Q_ENCODED, MAX_TEXT_CHARS, type InputProblem } from "../model";
import { readNumbers } from "../normalize";

export interface EnhancerText {
  searching: string;
  network: string;
  /** Each problem's message with its values in (too many numbers is the server's to say: it counts them). */
  problems: Record<"empty" | "tooLong" | "fileTooLarge", string>;
}

export function CrossReferenceEnhancer({ formId, resultsAnchor, text }: { formId: string; resultsAnchor: string; text: EnhancerText }) {
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");

  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    const box = form.elements.namedItem("numbers") as HTMLTextAreaElement | null;
    const action = form.getAttribute("data-page") || window.location.pathname;
    const fail = (message: string) => {
      setStatus("");
      setError(message);
      box?.setAttribute("aria-invalid", "true");
      box?.focus();
    };
    async function submit(event: SubmitEvent) {
      event.preventDefault();
      if (!form) return;
      setError("");
      box?.removeAttribute("aria-invalid");
      const data = new FormData(form);
      const file = data.get("file");
      const typed = String(data.get("numbers") ?? "");
      const hasFile = file instanceof File && file.size > 0;
      if (!hasFile) {
        if (typed.length > MAX_TEXT_CHARS) return fail(text.problems.tooLong);
        const read = readNumbers(typed);
        if (read.problem === "empty") return fail(text.problems.empty);
        const q = encodeURIComponent(read.numbers.join("\n"));
        if (!read.problem && q.length <= MAX_Q_ENCODED) {
          // A document load, as the form without JavaScript makes: the per-request tools route renders the answer.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign(`${action}?q=${q}#${resultsAnchor}`);
          return;
        }
      } else if (file.size > MAX_FILE_BYTES) return fail(text.problems.fileTooLarge);
      setStatus(text.searching);
      try {
        const response = await fetch(form.action, { method: "POST", body: data, headers: { accept: "application/json" } });
        const answer = (await response.json().catch(() => ({}))) as { url?: string; message?: string; problem?: InputProblem };
        if (response.ok && typeof answer.url === "string" && answer.url.startsWith("/") && !answer.url.startsWith("//")) {
          window.location.assign(answer.url);
          return;
        }
        fail(answer.message || text.network);
      } catch {
        fail(text.network);
      }
    }
    const listener = (event: Event) => void submit(event as SubmitEvent);
    form.addEventListener("submit", listener);
    return () => form.removeEventListener("submit", listener);
  }, [formId, resultsAnchor, text]);

  return (
    <>
      <p role="status">
        {status}
      </p>
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}
