import { useState, type FormEvent } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { Button, Callout, CONFIRM_PROCEED, FormGroup, H4, HTMLTable, InputGroup, notify, Spinner, useConfirm, useSaveForm } from "../../../../ui";

export const QuestionList_Questions = graphql(`
  query QuestionList_Questions($subTradeId: Int!) {
    questions(subTradeId: $subTradeId) {
      id
      subTradeId
      content
      sortOrder
      active
    }
  }
`);

export const QuestionList_Save = graphql(`
  mutation QuestionList_Save($input: SaveQuestionInput!) {
    saveQuestion(input: $input) {
      question {
        id
        subTradeId
        content
        sortOrder
        active
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const QuestionList_Delete = graphql(`
  mutation QuestionList_Delete($id: Int!) {
    deleteQuestion(id: $id) {
      deletedId
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The sub-trade form's message of an empty field (§5) */
export const FIELDS_REQUIRED = "Fields required";

export type QuestionListProps = {
  subTrade: { id: number; name: string };
};

type Editing = { id: number | null; content: string };

/** A sub-trade's checklist questions (§2.11): asked in order on every request of the sub-trade; add, edit, delete */
export function QuestionList({ subTrade }: QuestionListProps) {
  const { data, loading, error, refetch } = useQuery(QuestionList_Questions, {
    variables: { subTradeId: subTrade.id },
    fetchPolicy: "cache-and-network",
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [invalid, setInvalid] = useState(false);
  const { confirm, dialog } = useConfirm();
  const reload = () => void refetch().catch(() => undefined);
  const { save, saving } = useSaveForm(QuestionList_Save, {
    payload: (d) => d.saveQuestion,
    success: () => (editing?.id ? "Question Updated" : "Question Created"),
    refusal: (r) => {
      setInvalid(true);
      return { message: r.message, kind: r.message === FIELDS_REQUIRED ? "required" : "error" };
    },
    onSaved: () => {
      setEditing(null);
      reload();
    },
  });
  const { save: remove } = useSaveForm(QuestionList_Delete, { payload: (d) => d.deleteQuestion, success: "Question Deleted", onSaved: reload });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    if (!editing.content.trim()) {
      setInvalid(true);
      notify(FIELDS_REQUIRED, "required");
      return;
    }
    await save({ input: { id: editing.id, subTradeId: subTrade.id, content: editing.content } });
  };

  const onDelete = async (id: number) => {
    if (!(await confirm(CONFIRM_PROCEED))) return;
    await remove({ id });
  };

  const questions = data?.questions;
  return (
    <section className="wo-questions" aria-label={`Questions of ${subTrade.name}`}>
      <H4>Checklist questions: {subTrade.name}</H4>
      <Button
        icon="add"
        text="Add question"
        onClick={() => {
          setInvalid(false);
          setEditing({ id: null, content: "" });
        }}
      />
      {editing ? (
        <form className="wo-trades__form" onSubmit={(e) => void submit(e)} aria-label="Question details">
          <FormGroup label="Question" labelFor="question-content" labelInfo={<span aria-hidden="true">*</span>} intent={invalid ? "danger" : "none"}>
            <InputGroup
              id="question-content"
              value={editing.content}
              intent={invalid ? "danger" : "none"}
              onValueChange={(content) => {
                setInvalid(false);
                setEditing({ ...editing, content });
              }}
              autoFocus
            />
          </FormGroup>
          <Button type="submit" intent="primary" text="Save" loading={saving} />
          <Button text="Cancel" onClick={() => setEditing(null)} />
        </form>
      ) : null}
      {!questions && loading ? <Spinner aria-label="Loading" /> : null}
      {error && !questions ? <Callout intent="danger">Question not loaded</Callout> : null}
      {questions && questions.length === 0 ? <Callout>No questions</Callout> : null}
      {questions && questions.length > 0 ? (
        <HTMLTable compact striped className="wo-table" aria-label="Checklist questions">
          <thead>
            <tr>
              <th>#</th>
              <th>Question</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {questions.map((q, i) => (
              <tr key={q.id}>
                <td>{i + 1}</td>
                <td>{q.content}</td>
                <td className="wo-table__actions">
                  <Button
                    variant="minimal"
                    size="small"
                    icon="edit"
                    aria-label={`Edit question ${i + 1}`}
                    onClick={() => {
                      setInvalid(false);
                      setEditing({ id: q.id, content: q.content });
                    }}
                  />
                  <Button variant="minimal" size="small" icon="trash" aria-label={`Delete question ${i + 1}`} onClick={() => void onDelete(q.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      {dialog}
    </section>
  );
}
