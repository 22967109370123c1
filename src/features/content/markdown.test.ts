import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/features/content/markdown";

describe("C4 renderMarkdown", () => {
  it("turns markdown into HTML", () => {
    const result = renderMarkdown("## Installation\n\n- Turn off power\n- **Test** the circuit\n\n[Guide](/voltline/en/guide)");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.html).toContain("<h2>Installation</h2>");
    expect(result.html).toContain("<li><strong>Test</strong> the circuit</li>");
    expect(result.html).toContain('<a href="/voltline/en/guide">Guide</a>');
  });

  it("sanitizes raw HTML embedded in markdown", () => {
    const result = renderMarkdown('Hello <script>alert(1)</script><img src="x.jpg" onerror="alert(2)" alt="x">\n\n[bad](javascript:alert(3))');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.html).not.toContain("<script");
    expect(result.html).not.toContain("onerror");
    expect(result.html).not.toContain("javascript:");
  });

  it("reports a failure instead of throwing when the input cannot be parsed", () => {
    expect(renderMarkdown(undefined as unknown as string)).toEqual({ ok: false });
  });
});
