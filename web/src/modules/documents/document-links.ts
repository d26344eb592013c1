import type { ApolloClient } from "@apollo/client";
import { graphql } from "../../gql";
import { failedNotice, notify } from "../../ui";

export const DocumentLink_Query = graphql(`
  query DocumentLink_Query($id: Int!) {
    documentDownloadLink(id: $id) {
      id
      url
      fileName
      contentType
      expiresAt
    }
  }
`);

export type DocumentLink = { url: string; fileName: string };

/** A short-lived signed link to a document (GET /api/Documents/{id}/Download); null, with the 'Document' failure notice, when refused */
export async function documentLink(client: ApolloClient, id: number): Promise<DocumentLink | null> {
  try {
    const { data } = await client.query({ query: DocumentLink_Query, variables: { id }, fetchPolicy: "network-only" });
    const link = data?.documentDownloadLink;
    if (!link) throw new Error("no link");
    return { url: link.url, fileName: link.fileName };
  } catch {
    notify(failedNotice("Document"), "error");
    return null;
  }
}

/** Opens a signed link: saved under the document's name where the browser allows, opened in a new tab otherwise */
export function openLink(link: DocumentLink): void {
  const a = document.createElement("a");
  a.href = link.url;
  a.download = link.fileName;
  a.target = "_blank";
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Downloads a document through a fresh signed link */
export async function downloadDocument(client: ApolloClient, id: number): Promise<void> {
  const link = await documentLink(client, id);
  if (link) openLink(link);
}
