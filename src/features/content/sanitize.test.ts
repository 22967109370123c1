import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "@/features/content/sanitize";

describe("C4 sanitizeHtml", () => {
  it("keeps allow-listed structure: headings, lists, tables, emphasis", () => {
    const html = "<h2>Ratings</h2><ul><li><strong>20 A</strong> <em>125 V</em></li></ul><table><thead><tr><th scope=\"col\">Amps</th></tr></thead><tbody><tr><td>15</td></tr></tbody></table>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("strips script elements and their content", () => {
    expect(sanitizeHtml('<p>Safe</p><script>alert("x")</script>')).toBe("<p>Safe</p>");
  });

  it("strips event handler attributes such as onerror", () => {
    expect(sanitizeHtml('<img src="https://cdn.example/a.jpg" alt="Plug" onerror="alert(1)" />')).toBe(
      '<img src="https://cdn.example/a.jpg" alt="Plug" />',
    );
  });

  it("drops javascript: and data: links but keeps http(s), mailto, tel and site-relative ones", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="" />')).toBe('<img alt="" />');
    expect(sanitizeHtml('<a href="mailto:sales@voltline.example">Mail</a>')).toContain('href="mailto:sales@voltline.example"');
    expect(sanitizeHtml('<a href="tel:+18005550100">Call</a>')).toContain('href="tel:+18005550100"');
    expect(sanitizeHtml('<a href="/voltline/en/about">About</a>')).toContain('href="/voltline/en/about"');
    expect(sanitizeHtml('<a href="//evil.example/x">x</a>')).toBe("<a>x</a>");
  });

  it("adds rel=noopener noreferrer to links opening a new tab and drops other targets", () => {
    expect(sanitizeHtml('<a href="https://a.example" target="_blank" rel="opener">A</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">A</a>',
    );
    expect(sanitizeHtml('<a href="https://a.example" target="_top">A</a>')).toBe('<a href="https://a.example">A</a>');
  });

  it("demotes h1 to h2 and removes style and unknown attributes", () => {
    expect(sanitizeHtml('<h1 style="color:red">Title</h1><div class="note" id="x">N</div>')).toBe(
      '<h2>Title</h2><div class="note">N</div>',
    );
  });

  it("discards disallowed tags like iframe and form", () => {
    expect(sanitizeHtml('<iframe src="https://x.example"></iframe><form><input /></form><p>ok</p>')).toBe("<p>ok</p>");
  });

  it("answers the same input the same way, the second time from what it kept", () => {
    const html = `<p onclick="x()">Call <a href="tel:+15555550100" target="_blank">us</a></p><script>alert(1)</script>`;
    const first = sanitizeHtml(html);
    expect(first).toBe(`<p>Call <a href="tel:+15555550100" target="_blank" rel="noopener noreferrer">us</a></p>`);
    expect(sanitizeHtml(html)).toBe(first);
    const long = `<p>${"a".repeat(70 * 1024)}</p><script>x</script>`;
    expect(sanitizeHtml(long)).toBe(`<p>${"a".repeat(70 * 1024)}</p>`);
  });
});
