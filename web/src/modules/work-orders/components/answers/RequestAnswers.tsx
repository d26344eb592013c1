import { useEffect, useRef } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { AnswersTable, type AnswerRow } from "./AnswersTable";

/** The active checklist questions of a sub-trade (GET /api/Questions/List?subTrade_id) */
export const Answers_Questions = graphql(`
  query Answers_Questions($subTradeId: Int!) {
    questions(activeOnly: true, subTradeId: $subTradeId) {
      id
      content
    }
  }
`);

let counter = 0;
export const newRowKey = () => `new-${++counter}`;

export type RequestAnswersProps = {
  subTradeId: string;
  rows: ReadonlyArray<AnswerRow>;
  onChange: (rows: AnswerRow[]) => void;
};

/**
 * A new request's answers, kept in the form and saved with it: choosing a sub-trade lists its
 * questions to answer; rows may be added and removed.
 */
export function RequestAnswers({ subTradeId, rows, onChange }: RequestAnswersProps) {
  const id = Number(subTradeId) || 0;
  const { data } = useQuery(Answers_Questions, { variables: { subTradeId: id }, skip: !id });
  const filledFor = useRef<number | null>(null);

  useEffect(() => {
    if (!id) {
      filledFor.current = null;
      return;
    }
    if (!data || filledFor.current === id) return;
    filledFor.current = id;
    onChange(data.questions.map((q) => ({ key: `q-${q.id}`, questionContent: q.content, answerContent: "" })));
  }, [id, data, onChange]);

  return (
    <AnswersTable
      rows={rows}
      onEdit={(key, changes) => onChange(rows.map((r) => (r.key === key ? { ...r, ...changes, invalid: false } : r)))}
      onDelete={(row) => onChange(rows.filter((r) => r.key !== row.key))}
      onAdd={() => onChange([...rows, { key: newRowKey(), questionContent: "", answerContent: "" }])}
    />
  );
}
