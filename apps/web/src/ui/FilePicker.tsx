import { useRef, useState, type DragEvent } from 'react';
import { Icon, type IconName } from './Icon';

interface FilePickerProps {
  /** The button's text, e.g. "Choose a photo". */
  label: string;
  /** Called with the picked (or dropped) files; the input is emptied after, so the same file counts again. */
  onFiles: (files: File[]) => void;
  /** The types offered, e.g. UPLOAD_IMAGE_TYPES joined with commas. */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** When given, a drop zone with this text surrounds the button on devices with a mouse. */
  dropHint?: string;
  icon?: IconName;
  variant?: 'primary' | 'secondary';
  invalid?: boolean;
  /** Ids of texts that describe the choice (a hint, an error), read out with the button. */
  describedBy?: string;
  /** The hidden input's test id (tests hand files to it directly). */
  testId?: string;
}

/**
 * A styled file picker: a real button opens the browser's chooser through a visually hidden input, so the
 * native "Choose file / No file chosen" control never shows and the keyboard reaches one focusable
 * control. With a `dropHint`, files can also be dropped on it.
 */
export function FilePicker(props: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const drop = props.dropHint && !props.disabled;

  const take = (list: FileList | null | undefined) => {
    const files = [...(list ?? [])];
    if (files.length) props.onFiles(props.multiple ? files : files.slice(0, 1));
  };
  const over = (event: DragEvent) => {
    if (!drop || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(true);
  };

  return (
    <div
      className={`file-picker${props.dropHint ? ' file-picker--drop' : ''}${dragging ? ' file-picker--over' : ''}${props.invalid ? ' file-picker--invalid' : ''}`}
      onDragOver={over}
      onDragEnter={over}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        if (!drop) return;
        event.preventDefault();
        setDragging(false);
        take(event.dataTransfer.files);
      }}
    >
      <button
        type="button"
        className={`button button--${props.variant ?? 'secondary'} file-picker__button`}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid ? true : undefined}
        onClick={() => input.current?.click()}
      >
        <Icon name={props.icon ?? 'photo'} size={18} />
        <span>{props.label}</span>
      </button>
      {props.dropHint ? (
        <span className="file-picker__drop-hint" aria-hidden="true">
          {props.dropHint}
        </span>
      ) : null}
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={props.accept}
        multiple={props.multiple}
        disabled={props.disabled}
        data-testid={props.testId}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
