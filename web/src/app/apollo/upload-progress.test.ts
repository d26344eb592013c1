import { graphql, HttpResponse } from "msw";
import { parse } from "graphql";
import { server } from "../../test/server";
import { createApolloClient } from "./client";

// plain strings (not graphql() documents): codegen leaves them alone
const UPLOAD = parse(`
  mutation UploadProgressTest_Upload($file: Upload) {
    uploadDocument(file: $file, input: { entityName: WorkOrder, entityId: 7 }) {
      document {
        id
      }
    }
  }
`);

const PING = parse(`
  query UploadProgressTest_Ping {
    ping
  }
`);

describe("upload progress", () => {
  it("reports the bytes of a file as they go up, and the answer is read as with fetch", async () => {
    let received: { name: string; text: string } | null = null;
    server.use(
      graphql.mutation("UploadProgressTest_Upload", () =>
        HttpResponse.json({ data: { uploadDocument: { __typename: "DocumentPayload", document: { __typename: "Document", id: 41 } } } }),
      ),
    );
    // the multipart request itself: the file reaches the server in the form
    server.events.on("request:start", ({ request }) => {
      if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) return;
      void request
        .clone()
        .formData()
        .then(async (form) => {
          const file = form.get("1") as File;
          received = { name: file.name, text: await file.text() };
        });
    });
    const progress: Array<[number, number]> = [];
    const client = createApolloClient("http://localhost/graphql");
    const { data } = await client.mutate({
      mutation: UPLOAD,
      variables: { file: new File(["%PDF-1.4 a job sheet"], "sheet.pdf", { type: "application/pdf" }) },
      context: { onUploadProgress: (loaded: number, total: number) => progress.push([loaded, total]) },
    });
    server.events.removeAllListeners();
    expect(data).toEqual({ uploadDocument: { __typename: "DocumentPayload", document: { __typename: "Document", id: 41 } } });
    await new Promise((r) => setTimeout(r, 0));
    expect(received).toEqual({ name: "sheet.pdf", text: "%PDF-1.4 a job sheet" });
    expect(progress.length).toBeGreaterThan(0);
    const [loaded, total] = progress[progress.length - 1]!;
    expect(loaded).toBe(total);
  });

  it("leaves a request without a file to fetch", async () => {
    server.use(graphql.query("UploadProgressTest_Ping", () => HttpResponse.json({ data: { ping: "pong" } })));
    const onUploadProgress = jest.fn();
    const client = createApolloClient("http://localhost/graphql");
    const { data } = await client.query({ query: PING, context: { onUploadProgress }, fetchPolicy: "no-cache" });
    expect(data).toEqual({ ping: "pong" });
    expect(onUploadProgress).not.toHaveBeenCalled();
  });
});
