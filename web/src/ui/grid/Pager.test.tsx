import { render, screen } from "@testing-library/react";
import { Pager } from "./Pager";

describe("Pager", () => {
  it("shows an exact total and lets the user jump to the last page", () => {
    render(<Pager page={2} pageSize={20} totalCount={95} onPage={() => undefined} />);
    expect(screen.getByTestId("pager-info").textContent).toBe("21 - 40 of 95 items");
    expect(screen.getByRole("button", { name: "Last page" })).toHaveProperty("disabled", false);
  });

  it("says a total that is an upper bound is one, and offers no last page to jump to", () => {
    render(<Pager page={1} pageSize={20} totalCount={1_234_567} totalCountExact={false} onPage={() => undefined} />);
    expect(screen.getByTestId("pager-info").textContent).toBe("1 - 20 of up to 1,234,567 items");
    expect(screen.getByRole("button", { name: "Last page" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Next page" })).toHaveProperty("disabled", false);
  });
});
