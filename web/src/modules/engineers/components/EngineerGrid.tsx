import { useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { graphql } from "../../../gql";
import type { EngineerGrid_EngineersQuery, EngineerSortField } from "../../../gql/graphql";
import { paths } from "../../../app/paths";
import { AnchorButton, HTMLSelect, Intent } from "../../../ui";
import { DataGrid, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";

export const EngineerGrid_Engineers = graphql(`
  query EngineerGrid_Engineers(
    $page: Int!
    $pageSize: Int!
    $search: String
    $filters: [EngineerFilterInput!]
    $sort: [EngineerSortInput!]
    $contractorId: Int
  ) {
    engineers(page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort, contractorId: $contractorId) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        firstName
        lastName
        mobile
        email
        skills
        registrationNumber
        active
        contractorId
        contractor {
          id
          name
        }
      }
    }
  }
`);

export const EngineerGrid_Contractors = graphql(`
  query EngineerGrid_Contractors {
    contractorList {
      id
      name
    }
  }
`);

type Row = EngineerGrid_EngineersQuery["engineers"]["nodes"][number];

function engineerColumns(): GridColumn<Row, EngineerSortField>[] {
  return [
    {
      field: "LastName",
      title: "Name",
      width: 190,
      apiField: "LAST_NAME",
      template: "link",
      filter: "text",
      render: (r) => <Link to={paths.engineer(r.id)}>{`${r.firstName} ${r.lastName}`}</Link>,
      text: (r) => `${r.firstName} ${r.lastName}`,
    },
    textColumn("Contractor", "Contractor", (r) => r.contractor.name, { width: 220, apiField: "CONTRACTOR" }),
    textColumn("Mobile", "Mobile", (r) => r.mobile, { width: 130, apiField: "MOBILE" }),
    textColumn("Email", "Email", (r) => r.email, { width: 220, apiField: "EMAIL" }),
    textColumn("Skills", "Skills", (r) => r.skills, { width: 260, apiField: "SKILLS" }),
    textColumn("RegistrationNumber", "Registration", (r) => r.registrationNumber, { width: 150, apiField: "REGISTRATION_NUMBER" }),
  ];
}

/** The engineers grid (§2.11 #/engineer): server paged, sorted, searched, by contractor; a name opens the engineer */
export function EngineerGrid() {
  const [contractorId, setContractorId] = useState(0);
  const { data: contractors } = useQuery(EngineerGrid_Contractors);
  const columns = useMemo(() => engineerColumns(), []);
  const grid = useServerGrid(EngineerGrid_Engineers, {
    stateKey: "engineers",
    columns,
    defaultSort: { field: "LastName", direction: "ASC" },
    page: (data) => data.engineers,
    variables: { contractorId: contractorId || null },
    fetchPolicy: "cache-and-network",
  });
  const toolbar = (
    <>
      <HTMLSelect aria-label="Contractor" value={String(contractorId)} onChange={(e) => setContractorId(Number(e.currentTarget.value))}>
        <option value="0">All contractors</option>
        {(contractors?.contractorList ?? []).map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name}
          </option>
        ))}
      </HTMLSelect>
      <AnchorButton icon="add" intent={Intent.PRIMARY} text="New engineer" href={`#${paths.engineer(0)}`} />
    </>
  );
  return <DataGrid {...grid} label="Engineers" toolbar={toolbar} />;
}
