import { http, HttpResponse } from "msw";
import { server } from "../../../test/server";

/** The files saved (jsdom follows no downloads): each anchor click's name and its blob */
export type Saved = { download: string; blob: Blob | undefined };

/** Records the files the page saves: object URLs and the anchors clicked (call in beforeEach) */
export function captureDownloads(): Saved[] {
  const saved: Saved[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href.startsWith("blob:")) saved.push({ download: this.download, blob: blobs.get(this.href) });
  });
  return saved;
}

/** A server-made file at `path` (GET, or POST with `method`): records each request's URL and JSON body */
export function mockFile(path: string, fileName: string, options: { method?: "get" | "post"; status?: number; message?: string } = {}) {
  const requests: Array<{ url: URL; body: unknown; authorization: string | null }> = [];
  const { method = "get", status = 200, message = "Refused" } = options;
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      const body = method === "post" ? await request.json() : null;
      requests.push({ url: new URL(request.url), body, authorization: request.headers.get("authorization") });
      if (status !== 200) return HttpResponse.json({ Message: message }, { status });
      return new HttpResponse("PK-bytes", {
        headers: {
          "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "content-disposition": `attachment; filename="${fileName}"`,
        },
      });
    }),
  );
  return requests;
}
