import { documentContentType, documentKey, originalName, safeFileName } from "./document.files";
import { assertValidKey } from "@wo/shared";

describe("document files", () => {
  it("keeps file names to what a storage key may hold, and each key fresh", () => {
    expect(safeFileName("Boiler report (final).pdf")).toBe("Boiler_report_final_.pdf");
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("C:\\Users\\me\\Desktop\\Gas cert é.pdf")).toBe("Gas_cert_e_.pdf");
    expect(safeFileName("...")).toBe("document");
    const a = documentKey("WorkOrder", 7, "a b.pdf");
    const b = documentKey("WorkOrder", 7, "a b.pdf");
    expect(a).toMatch(/^documents\/workorder\/7\/[0-9a-f]{24}\/a_b\.pdf$/);
    expect(a).not.toBe(b);
    expect(assertValidKey(a)).toBe(a);
  });

  it("takes the types its bytes say when allowed, text files by name when their bytes are text, nothing else", () => {
    expect(documentContentType("application/pdf", "x.bin", Buffer.from("%PDF"))).toBe("application/pdf");
    expect(documentContentType("application/x-msdownload", "x.pdf", Buffer.from("MZ"))).toBeNull();
    expect(documentContentType(null, "readings.csv", Buffer.from("a,b\n"))).toBe("text/csv");
    expect(documentContentType(null, "notes.TXT", Buffer.from("hello"))).toBe("text/plain");
    expect(documentContentType(null, "page.html", Buffer.from("<html>"))).toBeNull();
    expect(documentContentType(null, "bin.txt", Buffer.from([0, 1, 2]))).toBeNull();
  });

  it("keeps the uploaded name without its folders", () => {
    expect(originalName("C:\\fakepath\\Report.pdf")).toBe("Report.pdf");
    expect(originalName("")).toBe("document");
  });
});
