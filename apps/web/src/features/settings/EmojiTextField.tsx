import { EmojiPicker, useEmojiInsert } from '../feed';

/** A labelled text area with the emoji picker beside its hint, for texts others read with emoji. */
export function EmojiTextField(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  testId: string;
}) {
  const { area, insertEmoji } = useEmojiInsert(props.value, props.onChange, props.max);
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <textarea
        id={props.id}
        ref={area}
        className="input"
        maxLength={props.max}
        value={props.value}
        data-testid={props.testId}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <div className="settings-form__tools">
        <EmojiPicker onPick={insertEmoji} />
        <p className="field__hint">{props.hint}</p>
      </div>
    </div>
  );
}
