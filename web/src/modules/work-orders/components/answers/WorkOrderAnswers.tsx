import { useEffect, useRef, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { notify, REQUIRED_FIELDS, Spinner, useSaveForm } from "../../../../ui";
import { answerRowValid } from "../../form/finance-rules";
import { AnswersTable, type AnswerRow } from "./AnswersTable";
import { Answers_Questions, newRowKey } from "./RequestAnswers";

export const WorkOrderAnswers_Answers = graphql(`
  query WorkOrderAnswers_Answers($workOrderId: Int!) {
    answers(workOrderId: $workOrderId) {
      id
      workOrderId
      questionContent
      answerContent
    }
  }
`);

export const WorkOrderAnswers_Save = graphql(`
  mutation WorkOrderAnswers_Save($input: SaveAnswerInput!) {
    saveAnswer(input: $input) {
      answer {
        id
        workOrderId
        questionContent
        answerContent
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const WorkOrderAnswers_Delete = graphql(`
  mutation WorkOrderAnswers_Delete($id: Int!) {
    deleteAnswer(id: $id)
  }
`);

export type WorkOrderAnswersProps = {
  workOrderId: number;
  /** The order's sub-trade: its questions not answered yet are listed to answer */
  subTradeId?: number | null;
  readOnly?: boolean;
};

/** A stored work order's questions and answers, each row saved and deleted on its own (§7 /api/Answers) */
export function WorkOrderAnswers({ workOrderId, subTradeId, readOnly }: WorkOrderAnswersProps) {
  const { data, loading, refetch } = useQuery(WorkOrderAnswers_Answers, { variables: { workOrderId }, fetchPolicy: "network-only" });
  const { data: questions } = useQuery(Answers_Questions, { variables: { subTradeId: subTradeId ?? 0 }, skip: !subTradeId || readOnly });
  const [rows, setRows] = useState<AnswerRow[]>([]);
  const creating = useRef(false);

  useEffect(() => {
    if (!data) return;
    const stored: AnswerRow[] = data.answers.map((a) => ({
      key: String(a.id),
      id: a.id,
      questionContent: a.questionContent,
      answerContent: a.answerContent,
    }));
    const asked = new Set(stored.map((r) => r.questionContent.trim()));
    const open = (questions?.questions ?? [])
      .filter((q) => !asked.has(q.content.trim()))
      .map((q) => ({ key: `q-${q.id}`, questionContent: q.content, answerContent: "" }));
    setRows([...stored, ...open]);
  }, [data, questions]);

  const save = useSaveForm(WorkOrderAnswers_Save, {
    payload: (d) => d.saveAnswer,
    saved: (p) => Boolean(p.answer),
    success: () => (creating.current ? "Answer Created" : "Answer Updated"),
    failure: { message: "Answer error (Something wrong. Try again)", kind: "error" },
    onSaved: () => void refetch(),
  });
  const remove = useSaveForm(WorkOrderAnswers_Delete, {
    success: "Answer Deleted",
    failure: { message: "Answer error (Something wrong. Try again)", kind: "error" },
    onSaved: () => void refetch(),
  });

  const saveRow = async (row: AnswerRow) => {
    if (!answerRowValid(row)) {
      setRows((rs) => rs.map((r) => (r.key === row.key ? { ...r, invalid: true } : r)));
      return notify(REQUIRED_FIELDS, "required");
    }
    creating.current = !row.id;
    await save.save({
      input: { id: row.id ?? null, workOrderId, questionContent: row.questionContent.trim(), answerContent: row.answerContent.trim() },
    });
  };

  const deleteRow = async (row: AnswerRow) => {
    if (!row.id) return setRows((rs) => rs.filter((r) => r.key !== row.key));
    await remove.save({ id: row.id });
  };

  if (!data && loading) return <Spinner aria-label="Loading" />;
  return (
    <AnswersTable
      rows={rows}
      disabled={readOnly}
      busy={save.saving || remove.saving}
      onEdit={(key, changes) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...changes, dirty: true, invalid: false } : r)))}
      onSave={(row) => void saveRow(row)}
      onDelete={(row) => void deleteRow(row)}
      onAdd={() => setRows((rs) => [...rs, { key: newRowKey(), questionContent: "", answerContent: "", dirty: true }])}
    />
  );
}
