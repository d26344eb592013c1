import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, eachListPage, errorOf, NotFoundError, readList, tenantScope, type FieldErrorShape, type Page, type Viewer } from "@wo/shared";
import { Client } from "./client.entity";
import { CLIENT_LIST, type ClientExportArgs, type ClientsArgs, type SaveClientInput } from "./client.input";
import { ClientError, type SaveClientPayload } from "./client.type";

/** The clients grid (CLIENT_LIST): searched, filtered by active, sorted, paged; rows in the page's order. */
export async function listClients(em: EntityManager, viewer: Viewer, args: ClientsArgs): Promise<Page<Client>> {
  const page = await readList(em, CLIENT_LIST, tenantScope(viewer), args);
  const ids = page.nodes.map((r) => r.id as number);
  const clients = new Map((await em.find(Client, { id: { $in: ids } })).map((c) => [c.id, c]));
  return { ...page, nodes: ids.flatMap((id) => (clients.has(id) ? [clients.get(id)!] : [])) };
}

/**
 * Every client of the grid's search and filter, in the grid's order, a page at a time (the shared
 * list export's reader, eachListPage): what the export streams, without holding the whole list.
 */
export async function* eachClient(em: EntityManager, viewer: Viewer, args: ClientExportArgs): AsyncGenerator<Client> {
  for await (const rows of eachListPage(em, CLIENT_LIST, tenantScope(viewer), args, 500)) {
    const ids = rows.map((r) => r.id as number);
    const found = new Map((await em.find(Client, { id: { $in: ids } })).map((c) => [c.id, c]));
    yield* ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
    em.clear();
  }
}

const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

/** At most 12 digits before the point and 2 after: numeric(14,2). */
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

function refused(errors: FieldErrorShape[]): SaveClientPayload {
  const required = errors.some((e) => e.field === "name" && !e.message.includes("characters"));
  const message = required ? "Required fields" : errors.map((e) => e.message).join("\n");
  return { client: null, error: errorOf(ClientError, "INVALID", message, errors) };
}

/**
 * Creates or updates a client (the details tab; POST /api/Clients, PUT /api/Clients/{id}). The name
 * is required ('Required fields'); the renewal date may not come before the start date; the contract
 * value is pounds, at least 0, to the penny. A client is never deleted: it is deactivated
 * (active false), so its sites, assets and work orders keep their client.
 */
export async function saveClient(em: EntityManager, viewer: Viewer, input: SaveClientInput): Promise<SaveClientPayload> {
  const id = input.id || null;
  const existing = id ? await em.findOne(Client, { id }) : null;
  if (id && !existing) throw new NotFoundError();

  const errors: FieldErrorShape[] = [];
  const name = clean(input.name);
  if (!name) errors.push({ field: "name", message: "Name is required" });
  const startDate = input.startDate || null;
  const renewalDate = input.renewalDate || null;
  if (startDate && renewalDate && renewalDate < startDate) {
    errors.push({ field: "renewalDate", message: "Renewal date must not be before the start date" });
  }
  const value = clean(input.contractValue);
  if (value != null) {
    if (value.startsWith("-")) errors.push({ field: "contractValue", message: "Contract value must be 0 or more" });
    else if (!MONEY.test(value)) errors.push({ field: "contractValue", message: "Contract value must be pounds and pence (up to 2 decimals)" });
  }
  if (errors.length) return refused(errors);

  const client = await em.transactional(async (tx) => {
    const c = existing ? await tx.findOneOrFail(Client, { id: existing.id }) : tx.create(Client, { name: name! });
    const wasActive = c.active;
    c.name = name!;
    c.customer = clean(input.customer);
    c.startDate = startDate;
    c.renewalDate = renewalDate;
    c.contractValue = value;
    c.active = input.active ?? c.active;
    await tx.flush();
    const change = existing && wasActive !== c.active ? (c.active ? ", reactivated" : ", deactivated") : "";
    audit(tx, viewer, {
      entityName: "Client",
      entityId: c.id,
      action: existing ? "Updated" : "Created",
      actionTaken: `${existing ? "Updated" : "Created"} client ${c.name}${change}`,
    });
    return c;
  });
  return { client, error: null };
}
