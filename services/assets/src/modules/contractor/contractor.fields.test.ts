import { checkContractorFields, parseTimeOfDay } from "./contractor.service";

const messages = (input: Parameters<typeof checkContractorFields>[0]) => {
  const { required, errors } = checkContractorFields(input);
  return [...required, ...errors].map((e) => `${e.field}: ${e.message}`);
};

describe("checkContractorFields (the contractor form's and the contractor import's rules)", () => {
  it("cleans the fields: trimmed, empty as null, e-mail lower case, times as HH:mm", () => {
    const { fields, required, errors } = checkContractorFields({
      name: "  Northern Gas Ltd ",
      shortName: "",
      email: "Ops@NorthernGas.co.uk",
      normalStart: "8:00",
      normalFinish: "17:30:00",
      oohOneStart: "22:00",
      oohOneFinish: "06:00",
    });
    expect(required).toEqual([]);
    expect(errors).toEqual([]);
    expect(fields).toEqual({
      name: "Northern Gas Ltd",
      shortName: null,
      contact: null,
      telephone: null,
      oohTelephone: null,
      email: "ops@northerngas.co.uk",
      normalStart: "08:00",
      normalFinish: "17:30",
      oohOneStart: "22:00",
      oohOneFinish: "06:00",
      oohTwoStart: null,
      oohTwoFinish: null,
      oohThreeStart: null,
      oohThreeFinish: null,
    });
  });

  it("requires the name and checks lengths and the e-mail", () => {
    expect(messages({ name: " ", shortName: "x".repeat(51), email: "nope" })).toEqual([
      "name: Name is required",
      "shortName: Short name must be 50 characters or fewer",
      "email: Email is not a valid e-mail address",
    ]);
  });

  it("checks the time windows: HH:mm, both or neither, normal hours forwards, out of hours across midnight but never start = finish", () => {
    expect(parseTimeOfDay("8:05")).toBe("08:05");
    expect(parseTimeOfDay("24:00")).toBeNull();
    expect(parseTimeOfDay("8am")).toBeNull();
    expect(
      messages({
        name: "A",
        normalStart: "8am",
        normalFinish: "17:00",
        oohOneStart: "18:00",
        oohTwoStart: "22:00",
        oohTwoFinish: "22:00",
        oohThreeStart: "23:00",
        oohThreeFinish: "24:00",
      }),
    ).toEqual([
      "normalStart: Normal hours: start must be a time as HH:mm",
      "oohOneFinish: Out of hours 1: set both the start and the finish, or neither",
      "oohTwoFinish: Out of hours 2: the finish must differ from the start",
      "oohThreeFinish: Out of hours 3: finish must be a time as HH:mm",
    ]);
    expect(messages({ name: "A", normalStart: "17:00", normalFinish: "08:00" })).toEqual([
      "normalFinish: Normal hours: the finish must come after the start",
    ]);
    expect(messages({ name: "A", normalFinish: "17:00", oohOneStart: "17:00", oohOneFinish: "08:00" })).toEqual([
      "normalStart: Normal hours: set both the start and the finish, or neither",
    ]);
  });
});
