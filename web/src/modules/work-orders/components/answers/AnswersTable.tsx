import { Button, HTMLTable, InputGroup, Intent } from "../../../../ui";
import "./answers.css";

export type AnswerRow = {
  /** A stable key for React (the answer's id once saved) */
  key: string;
  id?: number | null;
  questionContent: string;
  answerContent: string;
  /** Flagged: a text is missing */
  invalid?: boolean;
  /** Changed since it was read */
  dirty?: boolean;
};

export type AnswersTableProps = {
  rows: ReadonlyArray<AnswerRow>;
  onEdit: (key: string, changes: Pick<AnswerRow, "questionContent"> | Pick<AnswerRow, "answerContent">) => void;
  /** Saves a row (stored answers); absent: rows are saved with the request */
  onSave?: (row: AnswerRow) => void;
  onDelete: (row: AnswerRow) => void;
  onAdd: () => void;
  disabled?: boolean;
  busy?: boolean;
};

/** The editable checklist grid of questions and answers (§2): each row needs both texts (§5) */
export function AnswersTable({ rows, onEdit, onSave, onDelete, onAdd, disabled, busy }: AnswersTableProps) {
  return (
    <div className="wo-answers">
      <HTMLTable compact striped className="wo-answers__table" aria-label="Questions and answers">
        <thead>
          <tr>
            <th>Question</th>
            <th>Answer</th>
            <th aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3}>No questions for this sub trade.</td>
            </tr>
          ) : null}
          {rows.map((row, i) => (
            <tr key={row.key}>
              <td>
                <InputGroup
                  aria-label={`Question ${i + 1}`}
                  value={row.questionContent}
                  disabled={disabled}
                  intent={row.invalid && !row.questionContent.trim() ? Intent.DANGER : Intent.NONE}
                  aria-invalid={(row.invalid && !row.questionContent.trim()) || undefined}
                  onChange={(e) => onEdit(row.key, { questionContent: e.currentTarget.value })}
                />
              </td>
              <td>
                <InputGroup
                  aria-label={`Answer ${i + 1}`}
                  value={row.answerContent}
                  disabled={disabled}
                  intent={row.invalid && !row.answerContent.trim() ? Intent.DANGER : Intent.NONE}
                  aria-invalid={(row.invalid && !row.answerContent.trim()) || undefined}
                  onChange={(e) => onEdit(row.key, { answerContent: e.currentTarget.value })}
                />
              </td>
              <td className="wo-answers__actions">
                {onSave ? (
                  <Button
                    size="small"
                    icon="floppy-disk"
                    aria-label={`Save row ${i + 1}`}
                    intent={row.dirty ? Intent.PRIMARY : Intent.NONE}
                    disabled={disabled || busy || !row.dirty}
                    onClick={() => onSave(row)}
                  />
                ) : null}
                <Button size="small" icon="trash" aria-label={`Remove row ${i + 1}`} disabled={disabled || busy} onClick={() => onDelete(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {disabled ? null : <Button size="small" icon="add" text="Add question" onClick={onAdd} disabled={busy} />}
    </div>
  );
}
