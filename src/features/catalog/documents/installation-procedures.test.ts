import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { loadSourceMessages, type Messages } from "@/platform/i18n/messages";
import { TAXONOMY } from "../../../../scripts/catalog/taxonomy";
import { instructionStepKeys, PROCEDURE_STEPS, procedureFor, type Procedure } from "./installation-procedures";

function message(messages: Messages, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), messages);
}

describe("P5 installation procedures", () => {
  it("gives every group of the catalogue's tree its own procedure", () => {
    for (const top of TAXONOMY) {
      for (const group of top.groups) expect(procedureFor(group.key), group.key).not.toBe("general");
    }
    expect(procedureFor("receptacles")).toBe("wallDevice");
    expect(procedureFor("level-2-chargers")).toBe("evCharger");
    expect(procedureFor("no-such-group")).toBe("general");
    expect(procedureFor(undefined)).toBe("general");
  });

  it("numbers safety steps, then the procedure's steps and the closing steps", () => {
    const { safety, installation } = instructionStepKeys("wallPlate");
    expect(safety).toEqual(["safetySteps.step1", "safetySteps.step2", "safetySteps.step3", "safetySteps.step4"]);
    expect(installation).toEqual([
      "procedures.wallPlate.step1", "procedures.wallPlate.step2", "procedures.wallPlate.step3", "procedures.wallPlate.step4",
      "finalSteps.step1", "finalSteps.step2",
    ]);
  });

  it("has every step written in every locale, and no more steps than the code numbers", () => {
    for (const locale of LOCALES) {
      const messages = loadSourceMessages(locale, path.join(process.cwd(), "messages"));
      for (const procedure of Object.keys(PROCEDURE_STEPS) as Procedure[]) {
        const { safety, installation } = instructionStepKeys(procedure);
        for (const key of [...safety, ...installation]) {
          expect(message(messages, `documents.instructions.${key}`), `${locale} ${key}`).toMatch(/\S{3}/);
        }
        const written = message(messages, `documents.instructions.procedures.${procedure}`) as Record<string, string>;
        expect(Object.keys(written), `${locale} ${procedure}`).toHaveLength(PROCEDURE_STEPS[procedure]);
      }
    }
  });
});
