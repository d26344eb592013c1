import { TOWNS } from "../../seeders/demo.data";
import { normalisePostcode } from "./postcode";

describe("normalisePostcode", () => {
  it("answers UK postcodes upper case with one space before the inward code", () => {
    expect(normalisePostcode("m1 4bt")).toBe("M1 4BT");
    expect(normalisePostcode("SW1A1AA")).toBe("SW1A 1AA");
    expect(normalisePostcode("  ec1a   1bb ")).toBe("EC1A 1BB");
    expect(normalisePostcode("CF10 1FS")).toBe("CF10 1FS");
    expect(normalisePostcode("W1D 3QU")).toBe("W1D 3QU");
    expect(normalisePostcode("GIR 0AA")).toBe("GIR 0AA");
  });

  it("refuses what is not a UK postcode", () => {
    for (const bad of ["", "12345", "M1", "M1 4B", "QQ1 1AA", "M1 4CI", "90210", "LS1 5DLX", "M1-4BT"])
      expect([bad, normalisePostcode(bad)]).toEqual([bad, null]);
  });

  it("holds for every demo site's postcode", () => {
    for (const t of TOWNS) expect(normalisePostcode(`${t.district} ${t.sector}`)).toBe(`${t.district} ${t.sector}`);
  });
});
