import { FEEDBACK_COMMENTS_MAX } from '@doclens/api';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';

/** Why a user leaves, in their own words where they add some. */
export interface LeavingFeedback {
  reason: string;
  comments: string;
}

export const NO_LEAVING_FEEDBACK: LeavingFeedback = { reason: '', comments: '' };

interface LeavingFeedbackFieldsProps {
  /** The question the reasons answer, e.g. "Why are you cancelling?". */
  legend: string;
  /** Prefix of the fields' name and ids, unique on the page. */
  name: string;
  reasons: readonly string[];
  value: LeavingFeedback;
  onChange: (value: LeavingFeedback) => void;
  /** Shown under the reasons and announced with them, e.g. while no reason is chosen. */
  hint?: string;
}

/** The reason and optional comments a user gives when cancelling or deleting their account. */
export function LeavingFeedbackFields(props: LeavingFeedbackFieldsProps) {
  const { value, onChange } = props;
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
              checked={value.reason === option}
              onChange={() => onChange({ ...value, reason: option })}
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
        value={value.comments}
        onChange={(event) => onChange({ ...value, comments: event.target.value })}
      />
      <p className="text-sm">
        {value.comments.length}/{FEEDBACK_COMMENTS_MAX}
      </p>
    </>
  );
}
