import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { kept, legacyDate, legacyInstant, legacyMoney, legacyVersion } from "./params";
import { REFUSAL_STATUS, refusalReply } from "./shim";

const issue = (schema: z.ZodType, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? null : r.error.issues[0]!.message;
};

describe("the shims' parsers: one for each kind of value", () => {
  it("reads a calendar date sent as YYYY-MM-DD, an ISO date-time or DD/MM/YYYY, and refuses a day that does not exist", () => {
    expect(
      ["2026-04-01", "2026-04-01T00:00:00", "2026-04-01T23:30:00.000Z", "01/04/2026", "1/4/2026", " 2026-04-01 "].map((v) => legacyDate.parse(v)),
    ).toEqual(Array(6).fill("2026-04-01"));
    expect([undefined, null, "", "  ", "null", "undefined"].map((v) => legacyDate.parse(v))).toEqual(Array(6).fill(null));
    for (const bad of ["31/02/2026", "2026-02-30", "2026-13-01", "04-01-2026", "tomorrow", "2026/04/01"]) {
      expect([bad, issue(legacyDate, bad)]).toEqual([bad, "must be a date (DD/MM/YYYY or YYYY-MM-DD)"]);
    }
  });

  it("reads an instant sent as ISO 8601 (a date alone its midnight, UTC), and refuses a month-first date", () => {
    expect(legacyInstant.parse("2026-11-27")).toBe("2026-11-27T00:00:00.000Z");
    expect(legacyInstant.parse("2026-11-27T10:15:00Z")).toBe("2026-11-27T10:15:00.000Z");
    expect(legacyInstant.parse("2026-11-27T10:15:00+01:00")).toBe("2026-11-27T09:15:00.000Z");
    expect(legacyInstant.parse("")).toBeNull();
    for (const bad of ["01/02/2026", "Nov 27 2026", "2026-11-27Tnoon"])
      expect([bad, issue(legacyInstant, bad)]).toEqual([bad, "must be a date (YYYY-MM-DD or ISO 8601)"]);
  });

  it("keeps money as its text, sent as a number or a string (the service checks range and decimals)", () => {
    expect([12.5, "12.50", "-3", 0, "0.123456", " 7 "].map((v) => legacyMoney.parse(v))).toEqual(["12.5", "12.50", "-3", "0", "0.123456", "7"]);
    expect(legacyMoney.parse(null)).toBeNull();
    for (const bad of ["abc", "1,000", "£5", "1e3", "0.1234567", 1e21]) expect([bad, issue(legacyMoney, bad)]).toEqual([bad, "must be a number"]);
  });

  it("reads a version as a whole number of 0 or more", () => {
    expect([0, 3, "7", null, ""].map((v) => legacyVersion.parse(v))).toEqual([0, 3, 7, null, null]);
    for (const bad of [-1, 1.5, "x", "1.0"]) expect([bad, issue(legacyVersion, bad)]).toEqual([bad, "must be a whole number"]);
  });

  it("leaves a field out when it was left out, with kept(), so that an update keeps it", () => {
    const form = z.object({ duedate: kept(legacyInstant), estimatedcost: kept(legacyMoney) });
    expect(form.parse({})).toEqual({ duedate: undefined, estimatedcost: undefined });
    expect(form.parse({ duedate: null, estimatedcost: "" })).toEqual({ duedate: null, estimatedcost: null });
  });

  it("is the only way the routes read dates, money and versions: no routes file parses them by hand", () => {
    const dir = __dirname;
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith(".routes.ts"))) {
      const text = fs.readFileSync(path.join(dir, f), "utf8");
      expect([f, /\bDate\.parse\(|\\d\{4\}-\\d\{2\}|\\d\{1,1[15]\}/.test(text)]).toEqual([f, false]);
      expect([f, /refusal:|new Set\(\["STALE"/.test(text)]).toEqual([f, false]);
    }
  });
});

describe("refusals: one map from codes to HTTP statuses", () => {
  it("answers each code with its status, any other 400, with the field errors unless the shim answers the message alone", () => {
    const reply = (code: string, body?: "message") => {
      const r = refusalReply({ code, message: "No", fieldErrors: [{ field: "dueDate", message: "Bad" }] }, body);
      return [r.status, r.body];
    };
    expect(reply("REQUIRED")).toEqual([400, { Message: "No", ModelState: { DueDate: ["Bad"] } }]);
    expect(reply("STALE")).toEqual([409, { Message: "No", ModelState: { DueDate: ["Bad"] } }]);
    expect(reply("IN_USE", "message")).toEqual([409, { Message: "No" }]);
    expect(reply("LOCKED_OUT", "message")).toEqual([423, { Message: "No" }]);
    expect(reply("INVALID_CREDENTIALS", "message")).toEqual([401, { Message: "No" }]);
    expect(reply("NOT_FOUND")[0]).toBe(404);
    expect(reply("UNAVAILABLE")[0]).toBe(503);
    expect(Object.values(REFUSAL_STATUS).every((s) => s >= 400 && s < 600)).toBe(true);
  });
});
