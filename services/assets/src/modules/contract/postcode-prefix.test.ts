import { normalisePostcodePrefixes, postcodeKeys } from "./postcode-prefix";

describe("postcode prefixes of a contractor's coverage", () => {
  it("keeps areas, districts and sectors upper case, in order, without repeats, joined by ', '", () => {
    expect(normalisePostcodePrefixes(" m ; sk1,wa14\nSK1, ec1a , sk1  3")).toEqual({ value: "M, SK1, WA14, EC1A, SK1 3", invalid: [] });
    expect(normalisePostcodePrefixes("")).toEqual({ value: null, invalid: [] });
    expect(normalisePostcodePrefixes(null)).toEqual({ value: null, invalid: [] });
  });

  it("names the entries that are not postcode prefixes", () => {
    expect(normalisePostcodePrefixes("M, 12, SK1 3AB, MANCHESTER").invalid).toEqual(["12", "SK1 3AB", "MANCHESTER"]);
  });

  it("gives a postcode's area, district and sector", () => {
    expect(postcodeKeys("sk1 3ab")).toEqual(["SK", "SK1", "SK1 3"]);
    expect(postcodeKeys("M1 1AE")).toEqual(["M", "M1", "M1 1"]);
    expect(postcodeKeys("EC1A 1BB")).toEqual(["EC", "EC1A", "EC1A 1"]);
  });
});
