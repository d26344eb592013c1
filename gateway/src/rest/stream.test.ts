import { Writable } from "node:stream";
import type { ApolloServer } from "@apollo/server";
import type { GatewayContext } from "../context";
import { type PreparedShim, shim, type Shim, ShimReply, streamShim, type StreamTarget } from "./shim";

/** A list of `total` rows served `size` at a time by cursor, as `workOrders(after:)` serves them; counts the pages asked for. */
function fakeServer(total: number, size: number, failAt?: number) {
  const asked: (string | null)[] = [];
  const server = {
    executeOperation: async ({ variables }: { variables?: Record<string, unknown> }) => {
      const after = (variables?.after as string | undefined) ?? null;
      asked.push(after);
      if (failAt !== undefined && asked.length === failAt) {
        return { body: { kind: "single", singleResult: { errors: [{ message: "gone", extensions: { code: "INTERNAL_SERVER_ERROR" } }] } } };
      }
      const from = after ? Number(after) : 0;
      const ids = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => from + i + 1);
      const endCursor = ids.length === size ? String(from + size) : null;
      const data = { workOrders: { endCursor, nodes: ids.map((id) => ({ id, refNo: `WO${String(id).padStart(7, "0")}` })) } };
      await new Promise((r) => setImmediate(r));
      return { body: { kind: "single", singleResult: { data } } };
    },
  };
  return { server: server as unknown as ApolloServer<GatewayContext>, asked };
}

type Page = { workOrders: { endCursor: string | null; nodes: { id: number; refNo: string }[] } };

const def: Shim = shim({
  method: "get",
  path: "/test/stream/:clientId",
  tenancy: "scoped:client",
  operation: {} as never,
  stream: { next: (d: Page) => d.workOrders.endCursor },
  result: (d: Page) => d.workOrders.nodes.map((n) => ({ id: n.id, RefNo: n.refNo })),
} as never);
const prepared: PreparedShim = { def, query: "query T { x }", flags: [], decimals: null };

/** A slow answer with a small buffer: what the gateway writes waits for it to drain. */
class SlowAnswer extends Writable {
  received = "";
  statusCode = 0;
  contentType = "";
  constructor() {
    super({ highWaterMark: 256, decodeStrings: false });
  }
  override _write(chunk: string | Buffer, _enc: BufferEncoding, done: () => void) {
    this.received += chunk.toString();
    setImmediate(done);
  }
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  type(t: string) {
    this.contentType = t;
    return this;
  }
}

const caller = { authorization: "Bearer x", viewer: null };
const input = { args: { clientid: "2" }, body: {}, files: [] };

describe("a streamed list (shim `stream`)", () => {
  it("concatenates every page, read by cursor, into one { Data, Total }, writing each page as it comes", async () => {
    const { server, asked } = fakeServer(2_345, 100);
    const res = new SlowAnswer();
    const receivedWhenAsked: number[] = [];
    const exec = server.executeOperation.bind(server);
    (server as unknown as { executeOperation: typeof exec }).executeOperation = ((req: never) => {
      receivedWhenAsked.push(res.received.length);
      return exec(req);
    }) as typeof exec;
    await streamShim(server, prepared, input, caller, res as unknown as StreamTarget);
    await new Promise((r) => res.on("finish", r));
    const body = JSON.parse(res.received) as { Data: { id: number; RefNo: string }[]; Total: number };
    expect(res.statusCode).toBe(200);
    expect(res.contentType).toMatch(/json/);
    expect(body.Total).toBe(2_345);
    expect(body.Data.map((r) => r.id)).toEqual(Array.from({ length: 2_345 }, (_, i) => i + 1));
    expect(body.Data[0]).toEqual({ id: 1, RefNo: "WO0000001" });
    // 24 pages, each after the cursor of the one before
    expect(asked).toHaveLength(24);
    expect(asked.slice(0, 3)).toEqual([null, "100", "200"]);
    // not built in memory: each page is read only once the one before has reached the answer
    for (let i = 2; i < receivedWhenAsked.length; i++) expect(receivedWhenAsked[i]).toBeGreaterThan(receivedWhenAsked[i - 1]!);
  });

  it("answers an empty list, and a list of exactly one page, whole", async () => {
    for (const [total, pages] of [
      [0, 1],
      [100, 2],
    ] as const) {
      const { server, asked } = fakeServer(total, 100);
      const res = new SlowAnswer();
      await streamShim(server, prepared, input, caller, res as unknown as StreamTarget);
      await new Promise((r) => res.on("finish", r));
      expect(JSON.parse(res.received)).toMatchObject({ Total: total });
      expect(asked).toHaveLength(pages);
    }
  });

  it("answers a refusal of the first page as any shim does, before writing a byte", async () => {
    const { server } = fakeServer(500, 100, 1);
    const res = new SlowAnswer();
    await expect(streamShim(server, prepared, input, caller, res as unknown as StreamTarget)).rejects.toBeInstanceOf(ShimReply);
    expect(res.received).toBe("");
    expect(res.statusCode).toBe(0);
  });

  it("stops at a failure past the first page, leaving an answer that is not whole JSON", async () => {
    const { server } = fakeServer(500, 100, 3);
    const res = new SlowAnswer();
    await expect(streamShim(server, prepared, input, caller, res as unknown as StreamTarget)).rejects.toBeInstanceOf(ShimReply);
    expect(() => JSON.parse(res.received)).toThrow();
  });
});
