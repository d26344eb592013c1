import { useState } from "react";
import { Callout } from "../../../../ui";
import { QuestionList } from "./QuestionList";
import { TradeList } from "./TradeList";

/** #/configuration/trades (§2.11): the trades */
export function TradesTab() {
  return <TradeList level="trades" />;
}

/** #/configuration/subtrades (§2.11): the sub-trades by trade, and the checklist questions of the one chosen */
export function SubTradesTab() {
  const [subTrade, setSubTrade] = useState<{ id: number; name: string } | null>(null);
  return (
    <div className="wo-subtrades">
      <TradeList level="subtrades" selected={subTrade?.id ?? null} onSelect={setSubTrade} />
      {subTrade ? <QuestionList key={subTrade.id} subTrade={subTrade} /> : <Callout>Choose a sub-trade to see its checklist questions</Callout>}
    </div>
  );
}
