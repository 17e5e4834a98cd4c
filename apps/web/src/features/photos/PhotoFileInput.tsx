import type { Ref } from 'react';
import { UPLOAD_IMAGE_TYPES } from '@yuanfen/contract';

/**
 * The hidden file input behind an "add photos" button: offers the image types the server accepts and
 * is emptied after each pick, so picking the same file again still counts.
 */
export function PhotoFileInput(props: {
  ref: Ref<HTMLInputElement>;
  onFiles: (files: FileList) => void;
  multiple?: boolean;
  testId: string;
}) {
  return (
    <input
      ref={props.ref}
      type="file"
      accept={UPLOAD_IMAGE_TYPES.join(',')}
      multiple={props.multiple}
      hidden
      data-testid={props.testId}
      onChange={(event) => {
        if (event.target.files?.length) props.onFiles(event.target.files);
        event.target.value = '';
      }}
    />
  );
}
