import { errorCode, gatewayUrl, graphql, tokenFor, viewers } from "@wo/shared/testing";
import { login } from "./http";

const url = () => `${gatewayUrl()}/graphql`;

it("resolves other services' entities on a work order through the federation", async () => {
  const token = await login("admin@example.com");
  const r = await graphql<any>(
    url(),
    `
      {
        workOrders(status: 2, pageSize: 5) {
          totalCount
          nodes {
            id
            siteName
            clientName
            contractorName
            site {
              id
              name
              postCode
              city
            }
            client {
              name
              status
            }
            contractor {
              name
              telephone
            }
            subTrade {
              name
              parentTradeId
            }
          }
        }
      }
    `,
    {},
    token,
  );
  expect(r.errors).toBeUndefined();
  for (const n of r.data.workOrders.nodes) {
    expect(n.site.name).toBe(n.siteName);
    expect(n.site.postCode).toMatch(/^[A-Z]{1,2}\d{1,2}[A-Z]? \d[A-Z]{2}$/);
    expect(n.client).toEqual({ name: n.clientName, status: "Active" });
    if (n.contractor) expect(n.contractor.name).toBe(n.contractorName);
    expect(n.subTrade.parentTradeId).toEqual(expect.any(Number));
  }
});

it("names a work order's client contact from identity", async () => {
  const token = await login("client@example.com");
  const r = await graphql<any>(
    url(),
    `
      {
        workOrders(pageSize: 3) {
          nodes {
            clientId
            contact {
              id
              fullName
            }
          }
        }
      }
    `,
    {},
    token,
  );
  expect(r.errors).toBeUndefined();
  expect(r.data.workOrders.nodes.map((n: any) => n.contact.fullName)).toEqual(["Fiona Sinclair", "Fiona Sinclair", "Fiona Sinclair"]);
});

it("keeps the subgraphs' error codes", async () => {
  const token = await login("admin@example.com");
  expect(
    errorCode(
      await graphql(
        url(),
        `
          {
            workOrders(pageSize: 5000) {
              totalCount
            }
          }
        `,
        {},
        token,
      ),
    ),
  ).toBe("BAD_USER_INPUT");
  expect(
    errorCode(
      await graphql(
        url(),
        `
          {
            workOrders {
              totalCount
            }
          }
        `,
      ),
    ),
  ).toBe("UNAUTHENTICATED");
  expect(
    errorCode(
      await graphql(
        url(),
        `
          {
            workOrder(id: 99999999) {
              id
            }
          }
        `,
        {},
        token,
      ),
    ),
  ).toBe("NOT_FOUND");
  expect(
    errorCode(
      await graphql(
        url(),
        `
          {
            nope
          }
        `,
        {},
        token,
      ),
    ),
  ).toBe("GRAPHQL_VALIDATION_FAILED");
});

it("turns away expired, tampered and unsigned tokens in every subgraph, as UNAUTHENTICATED", async () => {
  const expired = await tokenFor(viewers.admin(), -5);
  for (const field of ["workOrderCounters { open }", "me { kind }", "clientList { id }", "billingStatuses { id }"]) {
    const r = await graphql(url(), `{ ${field} }`, {}, expired);
    expect([field, errorCode(r), r.errors![0]!.message]).toEqual([field, "UNAUTHENTICATED", "Session expired"]);
  }
  const valid = await tokenFor(viewers.client(1));
  const [h, p] = valid.split(".");
  const claims = JSON.parse(Buffer.from(p!, "base64url").toString());
  const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, kind: "admin", cli: null })).toString("base64url")}.${valid.split(".")[2]}`;
  const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${p}.`;
  for (const bad of [tampered, unsigned]) {
    expect(
      errorCode(
        await graphql(
          url(),
          `
            {
              workOrders {
                totalCount
              }
            }
          `,
          {},
          bad,
        ),
      ),
    ).toBe("UNAUTHENTICATED");
    expect(
      errorCode(
        await graphql(
          url(),
          `
            {
              users {
                totalCount
              }
            }
          `,
          {},
          bad,
        ),
      ),
    ).toBe("UNAUTHENTICATED");
  }
});

it("answers /healthz (alive) and /readyz naming every subgraph reached", async () => {
  const live = await fetch(`${gatewayUrl()}/healthz`);
  expect([live.status, await live.json()]).toEqual([200, { status: "ok" }]);
  const ready = await fetch(`${gatewayUrl()}/readyz`);
  expect([ready.status, await ready.json()]).toEqual([
    200,
    { status: "ready", services: { identity: true, assets: true, "work-orders": true, billing: true } },
  ]);
});

describe("the names work-orders provides to the graph (@provides)", () => {
  const subgraphs = () => JSON.parse(process.env.SUBGRAPH_URLS!) as Record<string, string>;
  /** Each reference a work order provides names of: its type, its owner and the fields provided. */
  const PROVIDED = {
    client: { type: "Client", owner: "assets", fields: ["name"] },
    site: { type: "Site", owner: "assets", fields: ["name", "postCode"] },
    contractor: { type: "Contractor", owner: "assets", fields: ["name"] },
    trade: { type: "Trade", owner: "assets", fields: ["name"] },
    subTrade: { type: "Trade", owner: "assets", fields: ["name"] },
    contact: { type: "User", owner: "identity", fields: ["fullName"] },
  } as const;

  it.each(["admin@example.com", "client@example.com", "contractor@example.com"])(
    "answers %s each provided name as the owner's own look-up does, with the same token",
    async (email) => {
      const token = await login(email);
      const selection = Object.entries(PROVIDED)
        .map(([field, p]) => `${field} { id ${p.fields.join(" ")} }`)
        .join(" ");
      const r = await graphql<any>(url(), `{ workOrders(pageSize: 300) { nodes { id ${selection} } } }`, {}, token);
      expect(r.errors).toBeUndefined();
      const nodes: any[] = r.data.workOrders.nodes;
      expect(nodes.length).toBeGreaterThan(10);
      let compared = 0;
      for (const [field, p] of Object.entries(PROVIDED)) {
        const ids = [...new Set(nodes.map((n) => n[field]?.id).filter((id): id is number => id != null))];
        expect([field, ids.length > 0]).toEqual([field, true]);
        const owner = await graphql<any>(
          subgraphs()[p.owner]!,
          `query($r: [_Any!]!) { _entities(representations: $r) { ... on ${p.type} { id ${p.fields.join(" ")} } } }`,
          { r: ids.map((id) => ({ __typename: p.type, id })) },
          token,
        );
        expect(owner.errors).toBeUndefined();
        const byId = new Map<number, unknown>(ids.map((id, i) => [id, owner.data._entities[i]]));
        for (const n of nodes) {
          if (n[field] == null) continue;
          // what the owner answers the viewer for that id (null: it would not), and what the page provided
          expect([n.id, field, n[field]]).toEqual([n.id, field, byId.get(n[field].id)]);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(nodes.length);
    },
  );
});

describe("requests that cannot run: 400 with the reason and its code, at the gateway and at each subgraph", () => {
  const subgraphs = () => JSON.parse(process.env.SUBGRAPH_URLS!) as Record<string, string>;
  /** A GraphQL POST with an operationName, which graphql() does not send. */
  const post = async (to: string, body: { query: string; operationName?: string }, token: string) => {
    const res = await fetch(to, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    return {
      status: res.status,
      body: (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] },
    };
  };
  /** 400 with `times` errors, each this message and code (validation names each offending operation) */
  const refused = (message: string, code: string, times = 1) => ({
    status: 400,
    body: { errors: Array.from({ length: times }, () => expect.objectContaining({ message, extensions: { code } })) },
  });

  const cases = [
    {
      what: "a subscription (the schema has none)",
      body: { query: "subscription { x }" },
      answer: refused("The subscription operation is not supported by the schema.", "GRAPHQL_VALIDATION_FAILED"),
    },
    {
      what: "a subscription of a field the schema has",
      body: { query: "subscription { __typename }" },
      answer: refused("The subscription operation is not supported by the schema.", "GRAPHQL_VALIDATION_FAILED"),
    },
    {
      what: "two anonymous operations",
      body: { query: "{ a: __typename } { b: __typename }" },
      answer: refused("This anonymous operation must be the only defined operation.", "GRAPHQL_VALIDATION_FAILED", 2),
    },
    {
      what: "several operations and no operationName",
      body: { query: "query A { a: __typename } query B { b: __typename }" },
      answer: refused("Must provide operation name if query contains multiple operations.", "OPERATION_RESOLUTION_FAILURE"),
    },
    {
      what: "several operations and an operationName that names none of them",
      body: { query: "query A { a: __typename } query B { b: __typename }", operationName: "C" },
      answer: refused('Unknown operation named "C".', "OPERATION_RESOLUTION_FAILURE"),
    },
    {
      what: "one operation and an operationName that is not its name",
      body: { query: "query A { __typename }", operationName: "C" },
      answer: refused('Unknown operation named "C".', "OPERATION_RESOLUTION_FAILURE"),
    },
  ];

  it.each(cases)("refuses $what at the gateway, with no stack", async ({ body, answer }) => {
    const r = await post(url(), body, await login("admin@example.com"));
    expect(r).toMatchObject(answer);
    expect(r.body.data).toBeUndefined();
    expect(JSON.stringify(r.body)).not.toMatch(/stacktrace|\bat .*\.js:\d+/);
  });

  it.each(cases)("refuses $what at each subgraph reached directly", async ({ body, answer }) => {
    const token = await login("admin@example.com");
    for (const [name, subgraph] of Object.entries(subgraphs())) {
      const r = await post(subgraph, body, token);
      expect({ name, ...r }).toMatchObject({ name, ...answer });
      expect(r.body.data).toBeUndefined();
    }
  });

  it("runs the operation a multi-operation document's operationName names", async () => {
    const token = await login("admin@example.com");
    const query = "query Kind { me { kind } } query Department { me { userType { name } } }";
    expect(await post(url(), { query, operationName: "Kind" }, token)).toEqual({ status: 200, body: { data: { me: { kind: "ADMIN" } } } });
    const other = await post(url(), { query, operationName: "Department" }, token);
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ data: { me: { userType: { name: expect.any(String) } } } });
    expect(await post(url(), { query: "query A { a: __typename } query B { b: __typename }", operationName: "B" }, token)).toEqual({
      status: 200,
      body: { data: { b: "Query" } },
    });
  });
});
