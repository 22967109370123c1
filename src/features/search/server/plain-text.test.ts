import { describe, expect, it } from "vitest";
import { htmlToText, markdownToText, truncateText } from "./plain-text";

describe("plain text of CMS content (S1 content records)", () => {
  it("drops tags, scripts and comments, keeps words apart and decodes entities", () => {
    const html = "<h2>Safety&nbsp;first</h2><p>GFCI &amp; AFCI<br>devices</p><script>alert(1)</script><!-- note --><p>&#233;t&eacute; &#x2013; ok</p>";
    expect(htmlToText(html)).toBe("Safety first GFCI & AFCI devices ét&eacute; – ok");
  });

  it("turns markdown into its words", () => {
    expect(markdownToText("## Why our people stay\n\nAverage tenure is **11 years**.\n\n- Health cover\n- [Tuition](https://x.example) aid")).toBe(
      "Why our people stay Average tenure is 11 years. Health cover Tuition aid",
    );
  });

  it("cuts long text at a word boundary", () => {
    expect(truncateText("one two three four", 100)).toBe("one two three four");
    const cut = truncateText("alpha beta gamma delta epsilon", 17);
    expect(cut).toBe("alpha beta gamma…");
    expect(cut.length).toBeLessThanOrEqual(17);
  });
});
