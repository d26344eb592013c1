import { HTMLTable } from "../../../ui";

/** Contracts (§2.4, read only): contracts do not exist yet, so the list is empty and says so. */
export function ClientContractsTab() {
  return (
    <HTMLTable compact aria-label="Contracts">
      <thead>
        <tr>
          <th>Account No</th>
          <th>Name</th>
          <th>Trade</th>
          <th>Sub-Trade</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td colSpan={5}>No contracts yet</td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}
