import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";

export const DocumentTypes_List = graphql(`
  query DocumentTypes_List {
    documentTypes {
      id
      name
    }
  }
`);

/** The document types (GET /api/DocumentTypes: 1 Job Sheet, the default, 2 Certificate, 3 Work Sheet, 4 Report) as select options */
export function useDocumentTypes(): { options: { value: string; label: string }[]; nameOf: (id: number) => string } {
  const { data } = useQuery(DocumentTypes_List);
  const types = data?.documentTypes ?? [];
  return {
    options: types.map((t) => ({ value: String(t.id), label: t.name })),
    nameOf: (id) => types.find((t) => t.id === id)?.name ?? String(id),
  };
}
