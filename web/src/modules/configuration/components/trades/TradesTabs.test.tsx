import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { mockApi, okReply as ok } from "../../../../test/api";
import { findNotice } from "../../../../test/notices";
import { renderApp } from "../../../../test/render";
import { server } from "../../../../test/server";

const trade = (id: number, name: string, parentTradeId: number | null = null) => ({ __typename: "Trade", id, name, parentTradeId });
const question = (id: number, content: string) => ({ __typename: "Question", id, subTradeId: 12, content, sortOrder: id, active: true });
const IN_USE = "The trade HVAC is used by 40 work orders and 3 sub-trades: it cannot be deleted";

function mockTradesApi() {
  const calls = mockApi();
  const record = (name: string, variables: Record<string, unknown>) => (calls[name] ??= []).push({ variables, at: Date.now() });
  let questions = [question(1, "Is the boiler's gas safety certificate in date?")];
  server.use(
    graphql.query("TradeList_Trades", () =>
      ok({ tradeList: [trade(1, "HVAC"), trade(11, "Air Conditioning", 1), trade(12, "Boilers", 1), trade(2, "Plumbing"), trade(21, "Leaks", 2)] }),
    ),
    graphql.mutation("TradeList_Delete", ({ variables }) => {
      record("TradeList_Delete", variables);
      return ok({
        deleteTrade: {
          __typename: "DeleteTradePayload",
          deletedId: null,
          message: null,
          error: { __typename: "TradeError", code: "IN_USE", message: IN_USE, fieldErrors: [] },
        },
      });
    }),
    graphql.query("QuestionList_Questions", () => ok({ questions })),
    graphql.mutation("QuestionList_Save", ({ variables }) => {
      record("QuestionList_Save", variables);
      const made = question(2, (variables.input as { content: string }).content);
      questions = [...questions, made];
      return ok({ saveQuestion: { __typename: "SaveQuestionPayload", question: made, error: null } });
    }),
  );
  return calls;
}

describe("#/configuration/trades and #/configuration/subtrades", () => {
  it("lists the trades and shows the server's refusal of a delete after the confirmation", async () => {
    const calls = mockTradesApi();
    const { user } = renderApp("/configuration/trades");
    const table = await screen.findByRole("table", { name: "Trades" });
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(["HVAC", "Plumbing"]);
    await user.click(within(table).getByRole("button", { name: "Delete HVAC" }));
    const ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toContain("Are you sure that you want to delete this trade?");
    await user.click(within(ask).getByRole("button", { name: "Yes" }));
    await findNotice(IN_USE, "error");
    expect(calls.TradeList_Delete!.map((c) => c.variables)).toEqual([{ id: 1 }]);
  });

  it("filters the sub-trades by trade, and adds a checklist question ('Fields required' when empty)", async () => {
    const calls = mockTradesApi();
    const { user } = renderApp("/configuration/subtrades");
    const table = await screen.findByRole("table", { name: "Sub-trades" });
    expect(within(table).getAllByRole("row").length).toBe(4);
    await user.selectOptions(screen.getByRole("combobox", { name: "Trade" }), "Plumbing");
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Sub-trades" }))
          .getAllByRole("row")
          .slice(1)
          .map((r) => (r as HTMLTableRowElement).cells[0]!.textContent),
      ).toEqual(["Leaks"]),
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Trade" }), "HVAC");
    await user.click(await screen.findByRole("button", { name: "Boilers" }));
    const panel = await screen.findByRole("region", { name: "Questions of Boilers" });
    await within(panel).findByText("Is the boiler's gas safety certificate in date?");
    await user.click(within(panel).getByRole("button", { name: "Add question" }));
    await user.click(within(panel).getByRole("button", { name: "Save" }));
    await findNotice("Fields required", "required");
    expect(calls.QuestionList_Save).toBeUndefined();
    await user.type(within(panel).getByRole("textbox", { name: /^Question/ }), "Is there a flue gas analysis?");
    await user.click(within(panel).getByRole("button", { name: "Save" }));
    await findNotice("Question Created", "success");
    expect(calls.QuestionList_Save!.map((c) => c.variables)).toEqual([
      { input: { id: null, subTradeId: 12, content: "Is there a flue gas analysis?" } },
    ]);
    await within(panel).findByText("Is there a flue gas analysis?");
  });
});
