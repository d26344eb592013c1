import fs from "node:fs";
import path from "node:path";
import { AREAS } from "./areas";
import { composeSidebar, SPEC_SIDEBAR } from "./shell/sidebar-sections";

const MODULES = path.resolve(__dirname, "../modules");

/** The static imports of a file (`import x from "y"`, not `import type`, not `import("y")`) */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return Array.from(text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)";/gms), (m) => m[1]!);
}

describe("the areas", () => {
  it("are the folders of src/modules that have pages, each with its area.tsx", () => {
    const withPages = fs.readdirSync(MODULES).filter((name) => fs.existsSync(path.join(MODULES, name, "pages")));
    expect(AREAS.map((a) => a.name).sort()).toEqual(withPages.sort());
    for (const area of AREAS) expect([area.name, fs.existsSync(path.join(MODULES, area.name, "area.tsx"))]).toEqual([area.name, true]);
  });

  it("load their pages on demand: an area file imports nothing of an area statically", () => {
    for (const area of AREAS) {
      const file = path.join(MODULES, area.name, "area.tsx");
      const offending = staticImports(file).filter((from) => from.startsWith(".") && !from.startsWith("../../app/"));
      expect([area.name, offending]).toEqual([area.name, []]);
      expect(fs.readFileSync(file, "utf8")).not.toMatch(/from\s+"\.\/(pages|components)\//);
    }
  });

  it("place their sidebar entries in the spec's sidebar, and only there", () => {
    const registered = AREAS.flatMap((a) => a.sidebar ?? []).map((e) => e.key);
    expect(registered).toEqual([
      "dashboard",
      "overdue",
      "workOrders",
      "administration",
      "auditTrails",
      "customers",
      "sites",
      "compliance",
      "contractors",
      "assetList",
      "engineers",
      "contracts",
      "ppm",
      "quotations",
      "reporting",
      "financeHeading",
    ]);
    expect(() => composeSidebar(SPEC_SIDEBAR, [{ key: "nowhere", title: "Nowhere", to: "/nowhere" }])).toThrow(/nowhere/);
    const nested = composeSidebar(SPEC_SIDEBAR, [{ key: "sales", title: "Sales", to: "/sales", rule: { permission: "sales" } }]);
    expect(nested.find((e) => e.key === "financeHeading")?.children?.[0]).toMatchObject({ key: "sales", to: "/sales" });
  });
});
