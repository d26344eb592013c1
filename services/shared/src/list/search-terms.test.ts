import { searchTerms } from "./search-terms";

describe("searchTerms", () => {
  it("splits a term into words and codes, lower-cased, each once", () => {
    expect(searchTerms("Boiler/Heater  WO0001234 boiler F28")).toEqual({ words: ["boiler", "heater"], codes: ["wo0001234", "f28"] });
  });

  it("leaves out words and codes shorter than three characters", () => {
    expect(searchTerms("a to lift 12 x9")).toEqual({ words: ["lift"], codes: [] });
  });

  it("leaves out stop words when the term holds anything else", () => {
    expect(searchTerms("the car park and the lift")).toEqual({ words: ["car", "park", "lift"], codes: [] });
    expect(searchTerms("not for PO-123")).toEqual({ words: [], codes: ["po-123"] });
  });

  it("keeps the stop words of a term that holds nothing else", () => {
    expect(searchTerms("The")).toEqual({ words: ["the"], codes: [] });
    expect(searchTerms("not working")).toEqual({ words: ["working"], codes: [] });
    expect(searchTerms("and then")).toEqual({ words: ["and", "then"], codes: [] });
  });

  it("finds nothing in a term without a word or code long enough", () => {
    expect(searchTerms("  a b 1 ")).toEqual({ words: [], codes: [] });
  });
});
