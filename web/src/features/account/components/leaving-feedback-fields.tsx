import { FEEDBACK_COMMENTS_MAX } from '@doclens/api';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';

interface LeavingFeedbackFieldsProps {
  /** The question the reasons answer, e.g. "Why are you cancelling?". */
  legend: string;
  /** Prefix of the fields' name and ids, unique on the page. */
  name: string;
  reasons: readonly string[];
  reason: string;
  onReasonChange: (reason: string) => void;
  comments: string;
  onCommentsChange: (comments: string) => void;
  /** Shown under the reasons and announced with them, e.g. while no reason is chosen. */
  hint?: string;
}

/** The reason and optional comments a user gives when cancelling or deleting their account. */
export function LeavingFeedbackFields(props: LeavingFeedbackFieldsProps) {
  const hintId = `${props.name}-hint`;
  const commentsId = `${props.name}-comments`;
  return (
    <>
      <fieldset className="space-y-1" aria-describedby={props.hint ? hintId : undefined}>
        <legend>{props.legend}</legend>
        {props.reasons.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${props.name}-reason`}
              value={option}
              checked={props.reason === option}
              onChange={() => props.onReasonChange(option)}
            />
            {option}
          </label>
        ))}
      </fieldset>
      {props.hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {props.hint}
        </p>
      )}
      <Label htmlFor={commentsId}>Additional comments (optional)</Label>
      <Textarea
        id={commentsId}
        maxLength={FEEDBACK_COMMENTS_MAX}
        value={props.comments}
        onChange={(event) => props.onCommentsChange(event.target.value)}
      />
      <p className="text-sm">
        {props.comments.length}/{FEEDBACK_COMMENTS_MAX}
      </p>
    </>
  );
}
