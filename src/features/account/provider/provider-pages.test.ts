import { describe, expect, it } from "vitest";
import { escapeHtml, messagePage, signInPage, signingOutPage } from "./provider-pages";

describe("provider pages", () => {
  it("escape what they interpolate", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe("&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;");
    const page = signInPage({
      locale: "en",
      loginAction: "/oidc/interaction/u1/login",
      abortAction: "/oidc/interaction/u1/abort",
      email: `"><script>alert(1)</script>`,
      error: "invalidCredentials",
    });
    expect(page).not.toContain("<script>");
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(messagePage({ locale: "en", title: "errorTitle", message: "errorMessage", code: "<b>" })).toContain("Error code: &lt;b&gt;");
  });

  it("label every field and describe the error on both fields", () => {
    const page = signInPage({ locale: "es", loginAction: "/l", abortAction: "/a", error: "missingCredentials" });
    expect(page).toContain('<html lang="es-MX">');
    expect(page).toContain('<label for="email">Correo electrónico</label>');
    expect(page).toContain('<label for="password">Contraseña</label>');
    expect(page.match(/aria-describedby="sign-in-error"/g)).toHaveLength(2);
    expect(page).toContain('<p id="sign-in-error">Escriba su correo electrónico y su contraseña.</p>');
  });

  it("submit the sign-out form with a nonce'd script, and offer a button without JavaScript", () => {
    const page = signingOutPage({ locale: "fr", formHtml: '<form id="op.logoutForm" method="post" action="/c"></form>', nonce: "n0nce" });
    expect(page).toContain('<script nonce="n0nce">document.getElementById("op.logoutForm").submit();</script>');
    expect(page).toContain('<button type="submit" form="op.logoutForm">Se déconnecter</button>');
  });
});
