import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { ApolloServer } from "@apollo/server";
import express from "express";
import { parse } from "graphql";
import Upload from "graphql-upload/Upload.mjs";
import { BadUserInputError } from "./errors";
import { answerErrors, httpApp, HttpError } from "./http";
import { createLogger } from "./logger";
import { documentHoldsNul, holdsNul, NUL_MESSAGE, nulPlugin, refuseNul } from "./nul";
import { GraphQLUpload } from "./storage/upload";

const NUL = "\u0000";

describe("holdsNul", () => {
  it("finds U+0000 in a string, at any depth of arrays and plain objects, and in a key", () => {
    expect(holdsNul(`a${NUL}b`)).toBe(true);
    expect(holdsNul({ a: [1, { b: [null, `x${NUL}`] }] })).toBe(true);
    expect(holdsNul({ [`k${NUL}`]: 1 })).toBe(true);
    // as the query string and form parsers make them: without a prototype
    expect(holdsNul(Object.assign(Object.create(null) as object, { search: NUL }))).toBe(true);
  });

  it("passes text without it, numbers, null and the text %00", () => {
    expect(holdsNul({ a: ["%00", "\\u0000", 0, null, undefined, true], b: "ordinary text" })).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
  });

  it("never looks into what is not text: an upload, a file's bytes, a stream, a date", () => {
    const bytes = Buffer.from([0, 0, 1, 0]);
    class Holder {
      name = NUL;
    }
    expect(
      holdsNul({ file: new Upload(), bytes, data: new Uint8Array(4), stream: Readable.from([bytes]), when: new Date(0), other: new Holder() }),
    ).toBe(false);
  });

  it("walks a body nested deeper than the stack would allow", () => {
    let deep: unknown = `x${NUL}`;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });

  it("finds it in a document's string literals, written as an escape or as the character, and in block strings", () => {
    expect(documentHoldsNul(parse('{ a(s: "\\u0000") }'))).toBe(true);
    expect(documentHoldsNul(parse(`{ a(s: "x${NUL}") }`))).toBe(true);
    expect(documentHoldsNul(parse(`{ a(s: """x${NUL}""") }`))).toBe(true);
    expect(documentHoldsNul(parse('{ a(input: { list: ["ok", "\\u0000"] }) }'))).toBe(true);
    expect(documentHoldsNul(parse('{ a(s: "%00", t: "\\\\u0000") }'))).toBe(false);
  });
});

describe("refuseNul, with the one error handler", () => {
  let url: string;
  let close: () => Promise<void>;
  const seen: unknown[] = [];

  beforeAll(async () => {
    const { app, httpServer } = httpApp(false);
    const echo = (req: express.Request, res: express.Response) => {
      seen.push(req.body);
      res.json({ ok: true });
    };
    app.use(refuseNul());
    app.use("/graphql", express.json(), refuseNul(), echo);
    app.use("/api", express.json(), express.urlencoded({ extended: false }), refuseNul(), echo);
    answerErrors(app, createLogger("test", "error"), { discardBytes: 1024 * 1024 });
    await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => httpServer.close(() => resolve()));
  });
  afterAll(() => close());

  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${url}${path}`, init);
    return [res.status, await res.json()];
  };
  const json = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("answers a NUL in the address 400 { Message }, in a path or a query, whatever the path", async () => {
    expect(await call("/api/list?search=%00")).toEqual([400, { Message: NUL_MESSAGE }]);
    expect(await call("/api/items/1%00")).toEqual([400, { Message: NUL_MESSAGE }]);
    expect(await call("/no/such/page?q=a%00b")).toEqual([400, { Message: NUL_MESSAGE }]);
  });

  it("answers a NUL in a JSON or form body 400, and on /graphql in GraphQL's shape as BAD_USER_INPUT", async () => {
    expect(await call("/api/save", json({ input: { notes: [{ text: `a${NUL}` }] } }))).toEqual([400, { Message: NUL_MESSAGE }]);
    const form = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "Note=a%00b" };
    expect(await call("/api/save", form)).toEqual([400, { Message: NUL_MESSAGE }]);
    expect(await call("/graphql", json({ query: "{ a }", variables: { s: NUL } }))).toEqual([
      400,
      { errors: [{ message: NUL_MESSAGE, extensions: { code: "BAD_USER_INPUT" } }] },
    ]);
    expect(await call("/graphql?query=%7B%20a(s%3A%22%00%22)%20%7D")).toEqual([
      400,
      { errors: [{ message: NUL_MESSAGE, extensions: { code: "BAD_USER_INPUT" } }] },
    ]);
  });

  it("passes everything without a NUL on (the text %00, a backslash before u0000)", async () => {
    seen.length = 0;
    expect(await call("/api/save?search=%2500", json({ search: "%00", text: "\\u0000" }))).toEqual([200, { ok: true }]);
    expect(seen).toEqual([{ search: "%00", text: "\\u0000" }]);
  });

  it("looks into what `texts` names too (a form's file names): an HttpError 400 coded BAD_USER_INPUT", () => {
    const next = jest.fn();
    refuseNul((req) => (req as unknown as { names: string[] }).names)(
      { originalUrl: "/x", body: {}, names: [`a${NUL}.pdf`] } as never,
      {} as never,
      next,
    );
    const err = next.mock.calls[0][0] as HttpError;
    expect([err instanceof HttpError, err.status, err.message, err.code]).toEqual([true, 400, NUL_MESSAGE, "BAD_USER_INPUT"]);
  });
});

describe("nulPlugin", () => {
  const ran: string[] = [];
  const server = new ApolloServer({
    typeDefs: "type Query { search(s: String, input: In): Int } input In { list: [String!] } type Mutation { save(note: String!): Int }",
    resolvers: {
      Query: { search: () => (ran.push("search"), 1) },
      Mutation: { save: () => (ran.push("save"), 1) },
    },
    plugins: [nulPlugin()],
  });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  const run = async (query: string, variables?: Record<string, unknown>) => {
    const r = await server.executeOperation({ query, variables });
    if (r.body.kind !== "single") throw new Error("not single");
    const { data, errors } = r.body.singleResult;
    return { status: r.http.status ?? 200, data, errors: errors?.map((e) => [e.message, e.extensions?.code]) };
  };
  const refused = { status: 400, data: undefined, errors: [[NUL_MESSAGE, "BAD_USER_INPUT"]] };

  it("refuses a NUL in a variable at any depth, HTTP 400 BAD_USER_INPUT, before any resolver runs", async () => {
    ran.length = 0;
    expect(await run("query Q($s: String) { search(s: $s) }", { s: NUL })).toEqual(refused);
    expect(await run("query Q($i: In) { search(input: $i) }", { i: { list: ["ok", `x${NUL}`] } })).toEqual(refused);
    expect(await run("mutation M($n: String!) { save(note: $n) }", { n: `a${NUL}` })).toEqual(refused);
    expect(ran).toEqual([]);
  });

  it("refuses a NUL in an inline literal, as GraphQL's escape, in a list of an input object too", async () => {
    ran.length = 0;
    expect(await run('{ search(s: "\\u0000") }')).toEqual(refused);
    expect(await run('{ search(input: { list: ["\\u0000"] }) }')).toEqual(refused);
    expect(await run('mutation { save(note: "a\\u0000") }')).toEqual(refused);
    expect(ran).toEqual([]);
  });

  it("runs the same operations without it", async () => {
    ran.length = 0;
    expect(await run("query Q($s: String) { search(s: $s) }", { s: "%00" })).toEqual({ status: 200, data: { search: 1 }, errors: undefined });
    expect(await run('mutation { save(note: "\\\\u0000") }')).toEqual({ status: 200, data: { save: 1 }, errors: undefined });
    expect(ran).toEqual(["search", "save"]);
  });
});

describe("the Upload scalar", () => {
  const upload = (filename: string, bytes: Buffer) => {
    const u = new Upload();
    u.resolve({ filename, mimetype: "application/pdf", encoding: "7bit", createReadStream: () => Readable.from([bytes]) } as never);
    return u;
  };

  it("refuses a file name holding a NUL as BAD_USER_INPUT", async () => {
    const file = GraphQLUpload.parseValue(upload(`bin${NUL}ary.pdf`, Buffer.from("%PDF"))) as Promise<unknown>;
    await expect(file).rejects.toEqual(new BadUserInputError(NUL_MESSAGE));
  });

  it("hands over a file whose bytes hold NULs, byte for byte", async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 0, 1, 0, 255, 0]);
    const file = (await GraphQLUpload.parseValue(upload("binary.pdf", bytes))) as { filename: string; createReadStream(): Readable };
    const chunks: Buffer[] = [];
    for await (const c of file.createReadStream()) chunks.push(Buffer.from(c as Buffer));
    expect([file.filename, Buffer.concat(chunks).equals(bytes)]).toEqual(["binary.pdf", true]);
  });
});
