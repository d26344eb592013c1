import { createHash } from "node:crypto";
import { linkSignature } from "@wo/shared";
import { gatewayUrl } from "@wo/shared/testing";
import { api, login } from "./http";

let admin: string;
let sales: string;
let client: string;
let contractor: string;

beforeAll(async () => {
  [admin, sales, client, contractor] = await Promise.all([
    login("admin@example.com"),
    login("sales@example.com"),
    login("client@example.com"),
    login("contractor@example.com"),
  ]);
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The start of a JPEG (SOI, JFIF APP0) and some bytes: what a JPEG's first bytes look like. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  Buffer.alloc(3000, 7),
  Buffer.from([0xff, 0xd9]),
]);
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

async function download(link: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(new URL(link, gatewayUrl()));
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A legacy multipart post: form fields and files as a browser's FormData sends them. */
async function postForm(
  path: string,
  token: string,
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; bytes: Buffer }[],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.name, new Blob([f.bytes], { type: f.type }), f.filename);
  const res = await fetch(`${gatewayUrl()}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A GraphQL multipart request to /graphql (the web app's uploads). */
async function graphqlUpload(
  token: string,
  query: string,
  variables: Record<string, unknown>,
  file: { path: string; bytes: Buffer; type: string; filename: string },
  preflight = true,
) {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables }));
  form.append("map", JSON.stringify({ 0: [file.path] }));
  form.append("0", new Blob([file.bytes], { type: file.type }), file.filename);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (preflight) headers["apollo-require-preflight"] = "true";
  const res = await fetch(`${gatewayUrl()}/graphql`, { method: "POST", headers, body: form });
  const text = await res.text();
  return { status: res.status, body: text.startsWith("{") ? JSON.parse(text) : text };
}

const UPLOAD = `mutation Upload($clientId: Int!, $file: Upload!) {
  uploadClientLogo(clientId: $clientId, file: $file) { clientBrand { clientId brandColour logoUrl brandName } error { message code } }
}`;

describe("a client's brand (GET /api/Clients/{id}/brand)", () => {
  it("answers the colour, a signed logo link and the client's name; the link serves the demo logo", async () => {
    const r = await api("GET", "/Clients/2/brand", { token: admin });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(["BrandColour", "LogoUrl", "BrandName"]);
    expect(r.body.BrandColour).toMatch(/^#[0-9a-f]{6}$/);
    expect(r.body.BrandName).toBe("Northgate Leisure Ltd");
    expect(r.body.LogoUrl).toMatch(/^\/files\/clients\/2\/logo-demo\.png\?expires=\d+&signature=[\w-]+$/);
    const logo = await download(r.body.LogoUrl);
    expect(logo.status).toBe(200);
    expect(logo.type).toBe("image/png");
    expect(logo.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it("refuses a link that was altered, signed for another file, or expired (403)", async () => {
    const { body } = await api("GET", "/Clients/2/brand", { token: admin });
    const link = new URL(body.LogoUrl, gatewayUrl());
    const forged = new URL(link);
    forged.searchParams.set(
      "signature",
      link.searchParams.get("signature")!.replace(/^./, (c) => (c === "A" ? "B" : "A")),
    );
    expect((await download(forged.href)).status).toBe(403);
    const otherFile = new URL(link.href.replace("clients/2/", "clients/3/"));
    expect((await download(otherFile.href)).status).toBe(403);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = `/files/clients/2/logo-demo.png?expires=${past}&signature=${linkSignature(process.env.FILE_LINK_SECRET!, "clients/2/logo-demo.png", past)}`;
    expect((await download(expired)).status).toBe(403);
    expect((await download("/files/clients/2/logo-demo.png")).status).toBe(403);
  });

  it("lets a client user read its own client's brand only; contractors are refused", async () => {
    const own = await api("GET", "/Clients/1/brand", { token: client });
    expect(own.status).toBe(200);
    expect(own.body.BrandName).toBe("Harbour Retail Group");
    expect(own.body.BrandColour).toBe("#a61f7d");
    expect((await download(own.body.LogoUrl)).status).toBe(200);
    expect(await api("GET", "/Clients/2/brand", { token: client })).toEqual({ status: 404, body: { Message: "No data found!" } });
    expect((await api("GET", "/Clients/1/brand", { token: contractor })).status).toBe(403);
    expect((await api("GET", "/Clients/9999/brand", { token: admin })).status).toBe(404);
  });
});

const NO_FILE = { status: 400, body: { Message: "No files selected", ModelState: { File: ["No files selected"] } } };

describe("logo upload (POST /api/Clients/UploadLogo/{id})", () => {
  it("stores a PNG, then a JPEG in its place (the old file goes); the link serves the same bytes", async () => {
    const png = (await download((await api("GET", "/Clients/2/brand", { token: admin })).body.LogoUrl)).bytes;
    const first = await postForm("/Clients/UploadLogo/3", admin, { CustomerId: "3" }, [
      { name: "file", filename: "logo.png", type: "image/png", bytes: png },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.BrandName).toBe("Meridian Healthcare Trust");
    expect(first.body.LogoUrl).toMatch(/^\/files\/clients\/3\/logo-[0-9a-f]{16}\.png\?/);
    const stored = await download(first.body.LogoUrl);
    expect([stored.status, stored.type, sha(stored.bytes)]).toEqual([200, "image/png", sha(png)]);

    // the type comes from the bytes: a JPEG sent as "image/png" named .png is stored as a JPEG
    const second = await postForm("/Clients/UploadLogo/3", admin, {}, [{ name: "logo", filename: "photo.png", type: "image/png", bytes: JPEG }]);
    expect(second.status).toBe(200);
    expect(second.body.LogoUrl).toMatch(/^\/files\/clients\/3\/logo-[0-9a-f]{16}\.jpg\?/);
    const jpeg = await download(second.body.LogoUrl);
    expect([jpeg.status, jpeg.type, sha(jpeg.bytes)]).toEqual([200, "image/jpeg", sha(JPEG)]);
    expect((await download(first.body.LogoUrl)).status).toBe(404);
    expect((await api("GET", "/Clients/3/brand", { token: admin })).body.LogoUrl).toMatch(/\.jpg\?/);
  });

  it("answers 400 'No files selected' without a file (or with an empty file part)", async () => {
    expect(await postForm("/Clients/UploadLogo/3", admin, { CustomerId: "3" }, [])).toEqual(NO_FILE);
    expect(
      await postForm("/Clients/UploadLogo/3", admin, {}, [{ name: "file", filename: "", type: "application/octet-stream", bytes: Buffer.alloc(0) }]),
    ).toEqual(NO_FILE);
    expect(await api("POST", "/Clients/UploadLogo/3", { token: admin, json: {} })).toEqual(NO_FILE);
  });

  it("refuses what is not a JPEG or PNG, whatever its name and type say (400)", async () => {
    const before = (await api("GET", "/Clients/3/brand", { token: admin })).body.LogoUrl.split("?")[0];
    const r = await postForm("/Clients/UploadLogo/3", admin, {}, [
      { name: "file", filename: "logo.png", type: "image/png", bytes: Buffer.from("GIF89a but really just text, not a picture at all") },
    ]);
    expect(r).toEqual({
      status: 400,
      body: { Message: "The logo must be a JPG or PNG image", ModelState: { File: ["The logo must be a JPG or PNG image"] } },
    });
    expect((await api("GET", "/Clients/3/brand", { token: admin })).body.LogoUrl.split("?")[0]).toBe(before);
  });

  it("answers 413 with a message for a file over the limit (25 MB)", async () => {
    const big = Buffer.concat([JPEG.subarray(0, 20), Buffer.alloc(25 * 1024 * 1024 + 1, 1)]);
    const r = await postForm("/Clients/UploadLogo/3", admin, {}, [{ name: "file", filename: "huge.jpg", type: "image/jpeg", bytes: big }]);
    expect(r).toEqual({ status: 413, body: { Message: "The file is too large: the limit is 25 MB" } });
  });

  it("is for administrators only", async () => {
    const file = [{ name: "file", filename: "logo.jpg", type: "image/jpeg", bytes: JPEG }];
    expect((await postForm("/Clients/UploadLogo/3", sales, {}, file)).status).toBe(403);
    expect((await postForm("/Clients/UploadLogo/1", client, {}, file)).status).toBe(403);
    expect((await postForm("/Clients/UploadLogo/9999", admin, {}, file)).status).toBe(404);
    // access comes before the file: without one, still refused
    expect((await api("POST", "/Clients/UploadLogo/1", { token: client, json: {} })).status).toBe(403);
  });
});

describe("logo upload through /graphql (a GraphQL multipart request, forwarded to assets)", () => {
  it("stores the file for the owning subgraph", async () => {
    const r = await graphqlUpload(
      admin,
      UPLOAD,
      { clientId: 4, file: null },
      { path: "variables.file", bytes: JPEG, type: "image/jpeg", filename: "crown.jpg" },
    );
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    const brand = r.body.data.uploadClientLogo.clientBrand;
    expect(brand).toMatchObject({ clientId: 4, brandName: "Crown Hospitality plc" });
    expect(sha((await download(brand.logoUrl)).bytes)).toBe(sha(JPEG));
  });

  it("refuses a multipart request without apollo-require-preflight (CSRF prevention)", async () => {
    const r = await graphqlUpload(
      admin,
      UPLOAD,
      { clientId: 4, file: null },
      { path: "variables.file", bytes: JPEG, type: "image/jpeg", filename: "x.jpg" },
      false,
    );
    expect(r.status).toBe(400);
  });

  it("answers a refusal as data, and 413 PAYLOAD_TOO_LARGE over the limit", async () => {
    const text = await graphqlUpload(
      admin,
      UPLOAD,
      { clientId: 4, file: null },
      { path: "variables.file", bytes: Buffer.from("plain text"), type: "image/png", filename: "x.png" },
    );
    expect(text.body.data.uploadClientLogo).toEqual({
      clientBrand: null,
      error: { message: "The logo must be a JPG or PNG image", code: "NOT_AN_IMAGE" },
    });
    const big = Buffer.concat([JPEG.subarray(0, 20), Buffer.alloc(25 * 1024 * 1024 + 1, 1)]);
    const r = await graphqlUpload(
      admin,
      UPLOAD,
      { clientId: 4, file: null },
      { path: "variables.file", bytes: big, type: "image/jpeg", filename: "big.jpg" },
    );
    expect(r.status).toBe(413);
    expect(r.body.errors[0]).toMatchObject({ message: "The file is too large: the limit is 25 MB", extensions: { code: "PAYLOAD_TOO_LARGE" } });
  });
});

describe("brand colour (POST /api/Clients/brandupdate)", () => {
  it("sets a #rrggbb colour and refuses anything else", async () => {
    const r = await api("POST", "/Clients/brandupdate", { token: admin, json: { BrandColour: "#1A2B3C", CustId: 4 } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ BrandColour: "#1a2b3c", BrandName: "Crown Hospitality plc" });
    expect((await api("GET", "/Clients/4/brand", { token: admin })).body.BrandColour).toBe("#1a2b3c");
    expect(await api("POST", "/Clients/brandupdate", { token: admin, form: { BrandColour: "red", CustId: "4" } })).toEqual({
      status: 400,
      body: { Message: "Brand colour must be a colour like #a61f7d", ModelState: { BrandColour: ["Brand colour must be a colour like #a61f7d"] } },
    });
    expect((await api("POST", "/Clients/brandupdate", { token: sales, json: { BrandColour: "#000000", CustId: 4 } })).status).toBe(403);
    expect((await api("POST", "/Clients/brandupdate", { token: client, json: { BrandColour: "#000000", CustId: 1 } })).status).toBe(403);
  });
});

describe("brands (/api/Brands)", () => {
  it("creates, finds, renames and deletes a brand, with the §5 refusals", async () => {
    expect(await api("POST", "/Brands", { token: admin, json: { Name: " ", ClientId: 3 } })).toEqual({
      status: 400,
      body: { Message: "Required field", ModelState: { Name: ["Required field"] } },
    });
    expect(await api("POST", "/Brands", { token: admin, json: { Name: "Meridian Dental", ClientId: 0 } })).toEqual({
      status: 400,
      body: { Message: "You must select a client", ModelState: { ClientId: ["You must select a client"] } },
    });
    const made = await api("POST", "/Brands", { token: admin, form: { Name: "Meridian Dental", ClientId: "3" } });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({ id: expect.any(Number), Name: "Meridian Dental", ClientId: 3 });
    const id = made.body.id as number;
    expect(await api("POST", "/Brands", { token: admin, json: { Name: "meridian DENTAL", ClientId: 3 } })).toEqual({
      status: 400,
      body: { Message: "Brand exists", ModelState: { Name: ["Brand exists"] } },
    });
    // the same name under another client is another brand
    const other = await api("POST", "/Brands", { token: admin, json: { Name: "Meridian Dental", ClientId: 4 } });
    expect(other.status).toBe(200);

    expect(await api("GET", "/Brands/0", { token: admin })).toEqual({ status: 200, body: { id: 0, Name: "", ClientId: null } });
    expect(await api("GET", `/Brands/${id}`, { token: admin })).toEqual({ status: 200, body: { id, Name: "Meridian Dental", ClientId: 3 } });
    const listed = await api("GET", "/Brands?clientId=3&search=dent", { token: admin });
    expect(listed).toEqual({ status: 200, body: { Data: [{ id, Name: "Meridian Dental", ClientId: 3 }], Total: 1 } });

    expect(await api("PUT", `/Brands/${id}`, { token: admin, json: { Name: "Meridian Clinics", ClientId: 3 } })).toEqual({
      status: 400,
      body: { Message: "Brand exists", ModelState: { Name: ["Brand exists"] } },
    });
    expect(await api("PUT", `/Brands/${id}`, { token: admin, json: { Name: "Meridian Dental Care", ClientId: 3 } })).toEqual({
      status: 200,
      body: { id, Name: "Meridian Dental Care", ClientId: 3 },
    });
    expect(await api("DELETE", `/Brands/${id}`, { token: admin })).toEqual({ status: 200, body: { Message: "Brand Deleted" } });
    expect((await api("GET", `/Brands/${id}`, { token: admin })).status).toBe(404);
    expect((await api("DELETE", `/Brands/${id}`, { token: admin })).status).toBe(404);
    expect((await api("DELETE", `/Brands/${other.body.id}`, { token: admin })).status).toBe(200);
  });

  it("refuses to delete a brand that sites use", async () => {
    const { body } = await api("GET", "/Brands?clientId=3", { token: admin });
    const used = body.Data.find((b: { Name: string }) => b.Name === "Meridian Clinics");
    const r = await api("DELETE", `/Brands/${used.id}`, { token: admin });
    expect(r.status).toBe(409);
    expect(r.body.Message).toMatch(/^Brand Meridian Clinics is used by \d+ sites: move them to another brand first$/);
    expect((await api("GET", `/Brands/${used.id}`, { token: admin })).status).toBe(200);
  });

  it("leaves brand writes to administrators; a client user reads only its own brands", async () => {
    expect((await api("POST", "/Brands", { token: sales, json: { Name: "Sales Brand", ClientId: 3 } })).status).toBe(403);
    expect((await api("POST", "/Brands", { token: client, json: { Name: "Client Brand", ClientId: 1 } })).status).toBe(403);
    const all = await api("GET", "/Brands", { token: admin });
    const foreign = all.body.Data.find((b: { ClientId: number }) => b.ClientId !== 1);
    expect((await api("DELETE", `/Brands/${foreign.id}`, { token: client })).status).toBe(403);
    const own = await api("GET", "/Brands?clientId=3", { token: client });
    expect(own.status).toBe(200);
    expect(own.body.Data.length).toBeGreaterThan(0);
    expect(own.body.Data.every((b: { ClientId: number }) => b.ClientId === 1)).toBe(true);
    expect((await api("GET", `/Brands/${foreign.id}`, { token: client })).status).toBe(404);
    expect((await api("GET", "/Brands", { token: contractor })).status).toBe(403);
  });
});
