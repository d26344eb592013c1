import { pipeline } from "node:stream/promises";
import type { Request, Response } from "express";
import type { LocalFileStorage } from "./local";
import { StoredFileNotFoundError } from "./storage";

/**
 * The Express handler behind local signed links (mounted by the gateway at `GET /files/*key`):
 * streams the file with its content type while the link is good; an expired, forged or altered link
 * answers 403, a file gone since 404.
 */
export function signedFileHandler(storage: LocalFileStorage) {
  return async (req: Request, res: Response): Promise<void> => {
    const param = (req.params as Record<string, string | string[] | undefined>).key;
    const key = Array.isArray(param) ? param.join("/") : (param ?? "");
    res.set("Cache-Control", "private, no-store");
    if (!storage.verifyLink(key, req.query.expires, req.query.signature)) {
      res.status(403).json({ Message: "This link has expired or is not valid" });
      return;
    }
    try {
      const file = await storage.get(key);
      res.status(200);
      res.set("Content-Type", file.contentType);
      res.set("Content-Length", String(file.size));
      res.set("Content-Disposition", "inline");
      await pipeline(file.stream, res);
    } catch (e) {
      if (e instanceof StoredFileNotFoundError) {
        res.status(404).json({ Message: "No data found!" });
        return;
      }
      if (!res.headersSent) res.status(500).json({ Message: "Something went wrong" });
      else res.destroy();
    }
  };
}
