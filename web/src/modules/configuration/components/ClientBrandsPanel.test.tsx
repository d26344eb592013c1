import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { callsOf, failedReply, gqlError, mockApi, okReply as ok } from "../../../test/api";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";

const CLIENTS = [
  { __typename: "Client", id: 1, name: "Harbour Retail Group" },
  { __typename: "Client", id: 3, name: "Meridian Healthcare Trust" },
];
const brand = (id: number, name: string) => ({ __typename: "Brand", id, clientId: 3, name });
const refusal = (message: string, field: string) => ({
  __typename: "BrandError",
  code: "EXISTS",
  message,
  fieldErrors: [{ __typename: "FieldError", field, message }],
});

function mockBrandsApi({ brandingFails = false } = {}) {
  const calls = mockApi();
  const record = (name: string, variables: Record<string, unknown>) => (calls[name] ??= []).push({ variables, at: Date.now() });
  let brands = [brand(5, "Meridian Clinics")];
  server.use(
    graphql.query("BrandsTab_Clients", () => ok({ clientList: CLIENTS })),
    graphql.query("ClientBrandsPanel_Brands", ({ variables }) => {
      record("ClientBrandsPanel_Brands", variables);
      return ok({ brands });
    }),
    graphql.query("ClientBrandsPanel_Branding", ({ variables }) =>
      brandingFails
        ? failedReply(gqlError("Something went wrong", "INTERNAL_SERVER_ERROR").errors)
        : ok({
            clientBrand: {
              __typename: "ClientBrand",
              clientId: variables.clientId,
              brandColour: "#2e8b57",
              logoUrl: "/files/clients/3/logo-demo.png?expires=1&signature=x",
              brandName: "Meridian Healthcare Trust",
            },
          }),
    ),
    graphql.mutation("ClientBrandsPanel_Save", ({ variables }) => {
      record("ClientBrandsPanel_Save", variables);
      const input = variables.input as { name: string };
      if (brands.some((b) => b.name.toLowerCase() === input.name.trim().toLowerCase())) {
        return ok({ saveBrand: { __typename: "SaveBrandPayload", brand: null, error: refusal("Brand exists", "name") } });
      }
      const made = brand(6, input.name.trim());
      brands = [...brands, made];
      return ok({ saveBrand: { __typename: "SaveBrandPayload", brand: made, error: null } });
    }),
  );
  return calls;
}

const nameBox = () => screen.getByRole("textbox", { name: /^Name/ });

async function openBrands(options?: { brandingFails?: boolean }) {
  const calls = mockBrandsApi(options);
  const rendered = renderApp("/configuration/brands");
  await screen.findByRole("heading", { name: "Configuration" });
  await screen.findByText("You must select a client");
  await waitFor(() => expect(screen.getAllByRole("option").length).toBe(3));
  await rendered.user.selectOptions(screen.getByRole("combobox", { name: "Client" }), "Meridian Healthcare Trust");
  return { calls, ...rendered };
}

describe("#/configuration/brands", () => {
  it("lists a client's brands and adds one, refusing a name it has already ('Brand exists')", async () => {
    const { calls, user } = await openBrands();
    const table = await screen.findByRole("table", { name: "Brands of the client" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["Brand", "Meridian Clinics"]);
    expect(callsOf(calls, "ClientBrandsPanel_Brands")[0]).toEqual({ clientId: 3 });

    await user.click(screen.getByRole("button", { name: "Add brand" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Required field");

    await user.type(nameBox(), "meridian clinics");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Brand exists");

    await user.clear(nameBox());
    await user.type(nameBox(), "Meridian Dental");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await findNotice("Brand Created");
    expect(callsOf(calls, "ClientBrandsPanel_Save").at(-1)).toEqual({ input: { id: null, clientId: 3, name: "Meridian Dental" } });
    await waitFor(() => expect(within(screen.getByRole("table", { name: "Brands of the client" })).getAllByRole("row")).toHaveLength(3));
  });

  it("shows the logo from its signed link and the colour; uploading with no file chosen says 'No files selected'", async () => {
    const { user } = await openBrands();
    const logo = await screen.findByRole("img", { name: "Logo of Meridian Healthcare Trust" });
    expect(logo.getAttribute("src")).toBe("/files/clients/3/logo-demo.png?expires=1&signature=x");
    await waitFor(() => expect((screen.getByLabelText("Brand colour") as HTMLInputElement).value).toBe("#2e8b57"));
    await user.click(screen.getByRole("button", { name: "Upload logo" }));
    await findNotice("No files selected");
  });

  it("says 'Brand not loaded' when the branding cannot be read", async () => {
    await openBrands({ brandingFails: true });
    await findNotice("Brand not loaded");
  });
});
