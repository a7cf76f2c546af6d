import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ChangeEvent, type FocusEvent, type ReactNode, type Ref, useId } from 'react';

type FieldElement = HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement;

export interface TextFieldProps {
  label: ReactNode;
  /** Controlled; or `defaultValue` for a field React leaves to the browser (a form in StaticHtml). */
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<FieldElement>) => void;
  onBlur?: (event: FocusEvent<FieldElement>) => void;
  id?: string;
  name?: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  multiline?: boolean;
  minRows?: number;
  /** A native <select>: the options are the children. */
  select?: boolean;
  children?: ReactNode;
  inputRef?: Ref<FieldElement>;
  sx?: SxProps<Theme>;
  slotProps?: { htmlInput?: InputBaseComponentProps; input?: Partial<OutlinedInputProps>; inputLabel?: Partial<InputLabelProps> };
}

/**
 * The outlined text field (or native select) of the public pages, built from MUI's parts. MUI's own TextField
 * always brings its menu-style Select (menu, popover, modal, focus trap) and the filled and standard inputs,
 * about 12 KB of compressed JavaScript on every public page with a form; the portals keep using it.
 * Labels, helper text and errors are wired to the input as TextField does (label for=, aria-describedby).
 */
export function TextField({
  label,
  id: idOverride,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  size,
  select,
  children,
  sx,
  slotProps,
  inputRef,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const id = idOverride ?? generated;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const common = { id, 'aria-describedby': helperId, inputRef, ...input };
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} size={size} error={error} required={required} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps?.inputLabel}>
        {label}
      </InputLabel>
      {select ? (
        <NativeSelect {...common} input={<OutlinedInput label={label} inputProps={slotProps?.htmlInput} />}>
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput {...common} label={label} inputProps={slotProps?.htmlInput} {...slotProps?.input} />
      )}
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
