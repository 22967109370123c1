import { describe, expect, it } from "vitest";
import { fromWinAnsi, NO_BREAK_SPACE, toWinAnsi } from "./winansi";

const codes = (text: string) => [...toWinAnsi(text)].map((c) => c.charCodeAt(0));

describe("WinAnsi text of the standard PDF fonts", () => {
  it("maps French and Spanish letters and typographic signs to single bytes, and back", () => {
    const text = "Fiche technique « Prise » – Œuvre, façade, très, à; Año, señal, ¿Cómo? ¡Sí! €25 “x” ‘y’ • … ™ °C ±5 %";
    const encoded = toWinAnsi(text);
    expect([...encoded].every((c) => c.charCodeAt(0) <= 0xff)).toBe(true);
    expect(encoded).toHaveLength(text.length);
    expect(fromWinAnsi(encoded)).toBe(text);
    expect(codes("é€–—•")).toEqual([0xe9, 0x80, 0x96, 0x97, 0x95]);
  });

  it("composes decomposed accents and keeps the spaces Intl formatting uses from breaking", () => {
    expect(toWinAnsi("e\u0301")).toBe("\u00e9");
    const price = new Intl.NumberFormat("fr-CA", { style: "currency", currency: "CAD" }).format(12345.5);
    expect(toWinAnsi(price)).toBe(`12${NO_BREAK_SPACE}345,50${NO_BREAK_SPACE}$`);
  });

  it("drops the accents WinAnsi lacks and marks what it cannot show", () => {
    expect(toWinAnsi("Thủ Dầu Một, Bình Dương")).toBe("Thu Dau Mot, Bình Duong");
    expect(toWinAnsi("≤ 10 Ω")).toBe("<= 10 Ohm");
    expect(toWinAnsi("✓ 😀")).toBe("? ?");
    expect(toWinAnsi("a\u00adb\u200bc\r\nd\te")).toBe("abc\nd e");
  });
});
