import { randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  errorOf,
  fileStorage,
  fileStorageConfig,
  NotFoundError,
  peekStream,
  sniffFileType,
  visibleById,
  withUploadLimit,
  type FileUpload,
  type ServiceContext,
  type Viewer,
} from "@wo/shared";
import { BrandError, BrandErrorCode } from "./brand.type";
import type { ClientBrand, ClientBrandPayload } from "./branding.type";
import { Client, CLIENT_TENANCY } from "./client.entity";

export const DEFAULT_BRAND_COLOUR = "#a61f7d";
const COLOUR = /^#[0-9a-f]{6}$/i;

/** The logo types a portal shows, told from the bytes (never the name or the declared type). */
const LOGO_TYPES: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg" };

async function brandOf(client: Client): Promise<ClientBrand> {
  return {
    clientId: client.id,
    brandColour: client.brandColour || DEFAULT_BRAND_COLOUR,
    logoUrl: client.logoKey ? await fileStorage().signedUrl(client.logoKey) : null,
    brandName: client.name,
  };
}

/** A client's branding (GET /api/Clients/{id}/brand): staff, and the client's own users. */
export async function getClientBrand(ctx: ServiceContext, clientId: number): Promise<ClientBrand> {
  return brandOf(await visibleById(ctx, Client, clientId, CLIENT_TENANCY));
}

const refused = (code: BrandErrorCode, message: string, field: string): ClientBrandPayload => ({
  clientBrand: null,
  error: errorOf(BrandError, code, message, [{ field, message }]),
});

/**
 * Stores a new logo for a client (administrators): its bytes must be a JPEG or PNG; streamed to file
 * storage under a fresh key, the client then points at it, and the old logo is removed.
 */
export async function uploadClientLogo(
  em: EntityManager,
  viewer: Viewer,
  clientId: number,
  file: Promise<FileUpload> | null,
): Promise<ClientBrandPayload> {
  const client = await em.findOne(Client, { id: clientId });
  if (!client) throw new NotFoundError();
  if (!file) return refused(BrandErrorCode.NO_FILE, "No files selected", "file");
  const { UPLOAD_MAX_BYTES } = fileStorageConfig();
  const storage = fileStorage();
  const stored = await withUploadLimit(UPLOAD_MAX_BYTES, async () => {
    const upload = await file;
    const { head, stream } = await peekStream(upload.createReadStream(), 4100);
    const mime = await sniffFileType(head);
    const ext = mime ? LOGO_TYPES[mime] : undefined;
    if (!mime || !ext) {
      stream.destroy();
      return null;
    }
    const key = `clients/${client.id}/logo-${randomBytes(8).toString("hex")}.${ext}`;
    await storage.put(key, stream, { contentType: mime, maxBytes: UPLOAD_MAX_BYTES });
    return { key, mime, filename: upload.filename };
  });
  if (!stored) return refused(BrandErrorCode.NOT_AN_IMAGE, "The logo must be a JPG or PNG image", "file");
  const old = client.logoKey ?? null;
  try {
    await em.transactional(async (tx) => {
      const c = await tx.findOneOrFail(Client, { id: client.id });
      c.logoKey = stored.key;
      c.logoContentType = stored.mime;
      await tx.flush();
      audit(tx, viewer, {
        entityName: "Client",
        entityId: c.id,
        action: "Updated",
        actionTaken: `Uploaded the logo of ${c.name} (${stored.filename || "logo"})`,
      });
    });
  } catch (e) {
    await storage.delete(stored.key).catch(() => undefined);
    throw e;
  }
  if (old && old !== stored.key) await storage.delete(old).catch(() => undefined);
  client.logoKey = stored.key;
  client.logoContentType = stored.mime;
  return { clientBrand: await brandOf(client), error: null };
}

/** Sets a client's brand colour (administrators): #rrggbb, kept in lower case. */
export async function updateClientBrand(em: EntityManager, viewer: Viewer, clientId: number, brandColour: string): Promise<ClientBrandPayload> {
  const client = await em.findOne(Client, { id: clientId });
  if (!client) throw new NotFoundError();
  const colour = brandColour.trim().toLowerCase();
  if (!COLOUR.test(colour)) return refused(BrandErrorCode.INVALID, "Brand colour must be a colour like #a61f7d", "brandColour");
  await em.transactional(async (tx) => {
    const c = await tx.findOneOrFail(Client, { id: clientId });
    const before = c.brandColour;
    c.brandColour = colour;
    await tx.flush();
    audit(tx, viewer, {
      entityName: "Client",
      entityId: c.id,
      action: "Updated",
      actionTaken: `Changed the brand colour of ${c.name} from ${before} to ${colour}`,
    });
  });
  client.brandColour = colour;
  return { clientBrand: await brandOf(client), error: null };
}
