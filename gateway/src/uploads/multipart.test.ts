import { Readable } from "node:stream";
import Upload from "graphql-upload/Upload.mjs";
import { BadUserInputError, NUL_MESSAGE } from "@wo/shared";
import { extractUploads, multipartRequest } from "./multipart";

function upload(filename: string, text: string | Buffer): Upload {
  const u = new Upload();
  u.resolve({ filename, mimetype: "text/plain", encoding: "7bit", createReadStream: () => Readable.from([Buffer.from(text)]) } as never);
  return u;
}

describe("uploads forwarded to a subgraph", () => {
  it("finds uploads anywhere in the variables, nested in input objects and lists too, and nulls them", () => {
    const a = upload("a.txt", "A");
    const b = upload("b.txt", "B");
    const variables = Object.assign(Object.create(null) as Record<string, unknown>, {
      file: a,
      input: { name: "x", docs: [{ file: b }, { file: null }] },
    });
    const { variables: out, uploads } = extractUploads(variables);
    expect(out).toEqual({ file: null, input: { name: "x", docs: [{ file: null }, { file: null }] } });
    expect(uploads.map((u) => [u.path, u.upload])).toEqual([
      ["variables.file", a],
      ["variables.input.docs.0.file", b],
    ]);
    expect(extractUploads({ id: 1 }).uploads).toEqual([]);
  });

  it("writes a GraphQL multipart request: operations, map, then each file", async () => {
    const { uploads } = extractUploads({ input: { file: upload('we"ird.txt', "hello") } });
    const body = multipartRequest({ query: "mutation M($input: In!) { m(input: $input) }", variables: { input: { file: null } } }, uploads);
    const boundary = body.contentType.split("boundary=")[1]!;
    const chunks: Buffer[] = [];
    for await (const c of body.body) chunks.push(Buffer.from(c));
    const text = Buffer.concat(chunks).toString();
    expect(text).toBe(
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\nContent-Type: application/json\r\n\r\n` +
        `{"query":"mutation M($input: In!) { m(input: $input) }","variables":{"input":{"file":null}}}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\nContent-Type: application/json\r\n\r\n{"0":["variables.input.file"]}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="we%22ird.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n` +
        `--${boundary}--\r\n`,
    );
  });

  it("sends a file's NUL bytes as they are, and fails the body on a file name holding U+0000 before its part is written", async () => {
    const bytes = Buffer.from([0, 1, 0, 0, 255, 0]);
    const operations = { query: "mutation M($file: Upload) { m(file: $file) }", variables: { file: null } };
    const binary = multipartRequest(operations, extractUploads({ file: upload("binary.bin", bytes) }).uploads);
    const chunks: Buffer[] = [];
    for await (const c of binary.body) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks).includes(Buffer.concat([Buffer.from("\r\n\r\n"), bytes, Buffer.from("\r\n--")]))).toBe(true);

    const named = multipartRequest(operations, extractUploads({ file: upload("bin\u0000ary.bin", bytes) }).uploads);
    const sent: string[] = [];
    await expect(
      (async () => {
        for await (const c of named.body) sent.push(Buffer.from(c).toString("latin1"));
      })(),
    ).rejects.toEqual(new BadUserInputError(NUL_MESSAGE));
    expect(named.failure()).toEqual(new BadUserInputError(NUL_MESSAGE));
    // the operation and the map went; no part of the file did
    expect(sent.join("")).not.toMatch(/filename=/);
  });
});
