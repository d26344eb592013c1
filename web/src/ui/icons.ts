/**
 * Blueprint icons loaded up front: the ones this app and the Blueprint components it uses draw.
 * Any other icon still works: it comes from the split-by-size loader, in a chunk of its own.
 */
import { Icons, type IconName, type IconPaths } from "@blueprintjs/icons";
import add from "@blueprintjs/icons/lib/esm/generated/16px/paths/add";
import arrowDown from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down";
import arrowLeft from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left";
import arrowRight from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right";
import arrowUp from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up";
import caretDown from "@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down";
import caretRight from "@blueprintjs/icons/lib/esm/generated/16px/paths/caret-right";
import caretUp from "@blueprintjs/icons/lib/esm/generated/16px/paths/caret-up";
import chevronDown from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down";
import chevronLeft from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left";
import chevronRight from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right";
import chevronUp from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-up";
import cog from "@blueprintjs/icons/lib/esm/generated/16px/paths/cog";
import cross from "@blueprintjs/icons/lib/esm/generated/16px/paths/cross";
import doubleCaretVertical from "@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical";
import doubleChevronLeft from "@blueprintjs/icons/lib/esm/generated/16px/paths/double-chevron-left";
import doubleChevronRight from "@blueprintjs/icons/lib/esm/generated/16px/paths/double-chevron-right";
import edit from "@blueprintjs/icons/lib/esm/generated/16px/paths/edit";
import error from "@blueprintjs/icons/lib/esm/generated/16px/paths/error";
import eyeOff from "@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off";
import eyeOpen from "@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open";
import filter from "@blueprintjs/icons/lib/esm/generated/16px/paths/filter";
import filterRemove from "@blueprintjs/icons/lib/esm/generated/16px/paths/filter-remove";
import floppyDisk from "@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk";
import history from "@blueprintjs/icons/lib/esm/generated/16px/paths/history";
import infoSign from "@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign";
import logOut from "@blueprintjs/icons/lib/esm/generated/16px/paths/log-out";
import menu from "@blueprintjs/icons/lib/esm/generated/16px/paths/menu";
import refresh from "@blueprintjs/icons/lib/esm/generated/16px/paths/refresh";
import search from "@blueprintjs/icons/lib/esm/generated/16px/paths/search";
import smallCross from "@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross";
import smallTick from "@blueprintjs/icons/lib/esm/generated/16px/paths/small-tick";
import th from "@blueprintjs/icons/lib/esm/generated/16px/paths/th";
import tick from "@blueprintjs/icons/lib/esm/generated/16px/paths/tick";
import time from "@blueprintjs/icons/lib/esm/generated/16px/paths/time";
import trash from "@blueprintjs/icons/lib/esm/generated/16px/paths/trash";
import user from "@blueprintjs/icons/lib/esm/generated/16px/paths/user";
import warningSign from "@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign";
import document from "@blueprintjs/icons/lib/esm/generated/16px/paths/document";
import annotation from "@blueprintjs/icons/lib/esm/generated/16px/paths/annotation";
import dollar from "@blueprintjs/icons/lib/esm/generated/16px/paths/dollar";
import paperclip from "@blueprintjs/icons/lib/esm/generated/16px/paths/paperclip";
import tickCircle from "@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle";
import sendMessage from "@blueprintjs/icons/lib/esm/generated/16px/paths/send-message";
import download from "@blueprintjs/icons/lib/esm/generated/16px/paths/download";
import error20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/error";

const PATHS_16: Partial<Record<IconName, IconPaths>> = {
  add: add,
  "arrow-down": arrowDown,
  "arrow-left": arrowLeft,
  "arrow-right": arrowRight,
  "arrow-up": arrowUp,
  "caret-down": caretDown,
  "caret-right": caretRight,
  "caret-up": caretUp,
  "chevron-down": chevronDown,
  "chevron-left": chevronLeft,
  "chevron-right": chevronRight,
  "chevron-up": chevronUp,
  cog: cog,
  cross: cross,
  "double-caret-vertical": doubleCaretVertical,
  "double-chevron-left": doubleChevronLeft,
  "double-chevron-right": doubleChevronRight,
  edit: edit,
  error: error,
  "eye-off": eyeOff,
  "eye-open": eyeOpen,
  filter: filter,
  "filter-remove": filterRemove,
  "floppy-disk": floppyDisk,
  history: history,
  "info-sign": infoSign,
  "log-out": logOut,
  menu: menu,
  refresh: refresh,
  search: search,
  "small-cross": smallCross,
  "small-tick": smallTick,
  th: th,
  tick: tick,
  time: time,
  trash: trash,
  user: user,
  "warning-sign": warningSign,
  document: document,
  // the contractor portal's work-order actions (Note, Quote, Attachment, Mark complete, Mark as submitted) and its documents' download
  annotation: annotation,
  dollar: dollar,
  paperclip: paperclip,
  "tick-circle": tickCircle,
  "send-message": sendMessage,
  download: download,
};

/** Large icons drawn at once (the 404 page) */
const PATHS_20: Partial<Record<IconName, IconPaths>> = { error: error20 };

export const PRELOADED_ICONS = Object.keys(PATHS_16) as IconName[];

async function loadPaths(name: IconName, size: number): Promise<IconPaths> {
  const known = size < 20 ? PATHS_16[name] : PATHS_20[name];
  if (known) return known;
  const { splitPathsBySizeLoader } = await import("@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader");
  return splitPathsBySizeLoader(name, size);
}

/** Installs the loader and loads the preloaded icons; call once before the first render. */
export async function loadIcons(): Promise<void> {
  Icons.setLoaderOptions({ loader: loadPaths });
  await Promise.all([Icons.load(PRELOADED_ICONS, 16), Icons.load(Object.keys(PATHS_20) as IconName[], 20)]);
}
