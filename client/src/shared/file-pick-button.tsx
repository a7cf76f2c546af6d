import Button, { type ButtonProps } from '@mui/material/Button';

/** A button that opens the file chooser; `onFiles` gets what was chosen (the input is reset, so the same file can be chosen again). */
export function FilePickButton({
  accept,
  multiple,
  onFiles,
  inputLabel,
  children,
  ...button
}: Omit<ButtonProps<'label'>, 'component' | 'onChange'> & {
  accept: string;
  multiple?: boolean;
  /** Accessible name of the hidden file input. */
  inputLabel: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <Button component="label" variant="outlined" size="small" {...button}>
      {children}
      <input
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        aria-label={inputLabel}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Button>
  );
}
