import { checkEmbedCode, embedCodeFor, EMBED_CODE_MESSAGE } from "./embed-code";

const HOSTS = ["app.powerbi.com", "lookerstudio.google.com"];

describe("BI report embed codes", () => {
  it("accepts one iframe on an allowed host and answers only its address", () => {
    const r = checkEmbedCode(
      ` <iframe title="Sales" width="1140" height="541" src="https://app.powerbi.com/reportEmbed?reportId=abc&autoAuth=true" frameborder="0" allowFullScreen="true"></iframe>\n`,
      HOSTS,
    );
    expect(r).toEqual({ ok: true, url: "https://app.powerbi.com/reportEmbed?reportId=abc&autoAuth=true" });
  });

  it("accepts a subdomain of an allowed host", () => {
    expect(checkEmbedCode('<iframe src="https://eu.app.powerbi.com/view?r=1"></iframe>', HOSTS).ok).toBe(true);
  });

  it.each([
    ["<script>alert(1)</script>", "a script"],
    ['<iframe src="https://app.powerbi.com/r"></iframe><script>x()</script>', "an iframe followed by a script"],
    ['<iframe src="https://evil.example.com/r"></iframe>', "a host off the list"],
    ['<iframe src="https://app.powerbi.com.evil.example/r"></iframe>', "a host that only starts like an allowed one"],
    ['<iframe src="http://app.powerbi.com/r"></iframe>', "plain http"],
    ['<iframe src="javascript:alert(1)"></iframe>', "a javascript: address"],
    ['<iframe srcdoc="<script>x()</script>"></iframe>', "srcdoc without src"],
    ['<iframe src="https://app.powerbi.com/r"><img src=x onerror=alert(1)></iframe>', "content inside the iframe"],
    ['<img src="https://app.powerbi.com/r">', "another element"],
    ["https://app.powerbi.com/r", "a bare address"],
    ["", "nothing"],
  ])("refuses %s (%s)", (code) => {
    expect(checkEmbedCode(code, HOSTS)).toEqual({ ok: false, message: EMBED_CODE_MESSAGE });
  });

  it("rebuilds the iframe from the checked address, escaped", () => {
    expect(embedCodeFor("https://app.powerbi.com/r?a=1&b=2", 'Q3 "final"')).toBe(
      '<iframe src="https://app.powerbi.com/r?a=1&amp;b=2" title="Q3 &quot;final&quot;" width="100%" height="600" frameborder="0" allowfullscreen></iframe>',
    );
  });
});
