import CodeIcon from '@mui/icons-material/Code';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

/** Spec 02 section 9: heading levels 1 to 3, undo history depth 100, group delay 500 ms. */
export const EDITOR_LIMITS = { headingLevels: [1, 2, 3] as const, historyDepth: 100, newGroupDelay: 500 } as const;

/**
 * What the editor may produce: exactly what the server's sanitiser keeps (paragraphs, headings 1-3, bold,
 * italic, inline code, code blocks, bullet and ordered lists, blockquotes, line breaks). Links, underline,
 * strike and rules are switched off, so nothing typed (or pasted) is silently dropped on save.
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [...EDITOR_LIMITS.headingLevels] },
    undoRedo: { depth: EDITOR_LIMITS.historyDepth, newGroupDelay: EDITOR_LIMITS.newGroupDelay },
    link: false,
    underline: false,
    strike: false,
    horizontalRule: false,
  }),
];

type Level = (typeof EDITOR_LIMITS.headingLevels)[number];

interface ToolbarButton {
  key: string;
  label: string;
  /** The accessible name when the button shows text of its own (which the name must contain). */
  name?: string;
  shortcut?: string;
  icon: ReactNode;
  /** Undefined for undo and redo, which are actions rather than on/off formats. */
  active?: (editor: Editor) => boolean;
  enabled: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const heading = (level: Level): ToolbarButton => ({
  key: `h${level}`,
  label: `Heading ${level}`,
  name: `H${level}: Heading ${level}`,
  shortcut: `Ctrl+Alt+${level}`,
  icon: (
    <Typography component="span" sx={{ fontWeight: 700, fontSize: 14, lineHeight: 1, width: 24, textAlign: 'center' }}>
      H{level}
    </Typography>
  ),
  active: (e) => e.isActive('heading', { level }),
  enabled: (e) => e.can().chain().focus().toggleHeading({ level }).run(),
  run: (e) => e.chain().focus().toggleHeading({ level }).run(),
});

const GROUPS: ToolbarButton[][] = [
  [
    {
      key: 'bold',
      label: 'Bold',
      shortcut: 'Ctrl+B',
      icon: <FormatBoldIcon />,
      active: (e) => e.isActive('bold'),
      enabled: (e) => e.can().chain().focus().toggleBold().run(),
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: 'Italic',
      shortcut: 'Ctrl+I',
      icon: <FormatItalicIcon />,
      active: (e) => e.isActive('italic'),
      enabled: (e) => e.can().chain().focus().toggleItalic().run(),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
  ],
  EDITOR_LIMITS.headingLevels.map(heading),
  [
    {
      key: 'bulletList',
      label: 'Bullet list',
      shortcut: 'Ctrl+Shift+8',
      icon: <FormatListBulletedIcon />,
      active: (e) => e.isActive('bulletList'),
      enabled: (e) => e.can().chain().focus().toggleBulletList().run(),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: 'Ordered list',
      shortcut: 'Ctrl+Shift+7',
      icon: <FormatListNumberedIcon />,
      active: (e) => e.isActive('orderedList'),
      enabled: (e) => e.can().chain().focus().toggleOrderedList().run(),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      label: 'Blockquote',
      shortcut: 'Ctrl+Shift+B',
      icon: <FormatQuoteIcon />,
      active: (e) => e.isActive('blockquote'),
      enabled: (e) => e.can().chain().focus().toggleBlockquote().run(),
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
    {
      key: 'code',
      label: 'Code',
      shortcut: 'Ctrl+E',
      icon: <CodeIcon />,
      active: (e) => e.isActive('code'),
      enabled: (e) => e.can().chain().focus().toggleCode().run(),
      run: (e) => e.chain().focus().toggleCode().run(),
    },
  ],
  [
    {
      key: 'undo',
      label: 'Undo',
      shortcut: 'Ctrl+Z',
      icon: <UndoIcon />,
      enabled: (e) => e.can().undo(),
      run: (e) => e.chain().focus().undo().run(),
    },
    {
      key: 'redo',
      label: 'Redo',
      shortcut: 'Ctrl+Shift+Z',
      icon: <RedoIcon />,
      enabled: (e) => e.can().redo(),
      run: (e) => e.chain().focus().redo().run(),
    },
  ],
];
const BUTTONS = GROUPS.flat();
/** Each group's first button as an index into BUTTONS. */
const GROUP_START = GROUPS.map((_, g) => GROUPS.slice(0, g).reduce((n, group) => n + group.length, 0));

/**
 * The HTML to hand back: '' for an empty document, so "required" checks see an empty value, and without the
 * empty paragraph the editor keeps after a final list or quote (so the caret can leave it).
 */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, ''));

export interface RichTextEditorProps {
  /** The accessible name of the editing area (and its visible label). */
  label: string;
  /** HTML. Changing it from outside (e.g. a loaded record) replaces the document. */
  value: string;
  onChange: (html: string) => void;
  /**
   * Called with the editor's own serialisation of `value` each time a value from outside is loaded (it may
   * differ from the given HTML in spacing and wrapping): a form can take it as its unchanged state.
   */
  onLoad?: (html: string) => void;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  minHeight?: number;
}

/**
 * A rich-text field: a TipTap editor under a toolbar (bold, italic, headings 1-3, bullet and ordered lists,
 * blockquote, code, undo, redo). The toolbar follows the WAI-ARIA toolbar pattern: one Tab stop, arrow keys,
 * Home and End move between buttons, and each format button reports its state with aria-pressed.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onLoad,
  error,
  helperText,
  required,
  disabled = false,
  minHeight = 240,
}: RichTextEditorProps) {
  const labelId = useId();
  const helpId = useId();
  /** The HTML the document was last set from or last reported: only a different value replaces it. */
  const lastValue = useRef(value);
  const onChangeRef = useRef(onChange);
  const onLoadRef = useRef(onLoad);
  // The editor calls back the handlers of the last committed render.
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
    onLoadRef.current = onLoad;
  });
  /** A value set from outside comes back in the editor's own serialisation (see onLoad). */
  const reportLoaded = (e: Editor) => {
    lastValue.current = htmlOf(e);
    onLoadRef.current?.(lastValue.current);
  };
  const described = error || helperText ? helpId : undefined;
  /** The editing area's ARIA attributes, kept in step with the field's state. */
  const attributes = (): Record<string, string> => ({
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
    class: 'rich-text-editor__content',
  });

  const editor = useEditor({
    extensions: editorExtensions,
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: attributes(),
    },
    onCreate: ({ editor: e }) => reportLoaded(e),
    onUpdate: ({ editor: e }) => {
      lastValue.current = htmlOf(e);
      onChangeRef.current(lastValue.current);
    },
  });

  // A new value from outside (not the echo of our own onChange) replaces the document, outside the undo history.
  useEffect(() => {
    if (!editor || value === lastValue.current) return;
    editor
      .chain()
      .setMeta('addToHistory', false)
      .setContent(value || '', { emitUpdate: false })
      .run();
    reportLoaded(editor);
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: { attributes: attributes() },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attributes() is made of these props
  }, [editor, error, required, described, labelId]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e ? Object.fromEntries(BUTTONS.map((b) => [b.key, { active: b.active?.(e) ?? false, enabled: b.enabled(e) }])) : null,
  });

  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const usable = (i: number) => !disabled && Boolean(editor) && Boolean(state?.[BUTTONS[i].key]?.enabled);
  // The toolbar's one Tab stop: the last focused button, or the first usable one when that is disabled.
  const tabStop = usable(focusIndex)
    ? focusIndex
    : Math.max(
        0,
        BUTTONS.findIndex((_b, i) => usable(i)),
      );
  /** The next usable button from `from` in direction `step` (disabled buttons cannot take focus). */
  const seek = (from: number, step: 1 | -1) => {
    for (let n = 1; n <= BUTTONS.length; n++) {
      const i = (from + step * n + BUTTONS.length * n) % BUTTONS.length;
      if (usable(i)) return i;
    }
    return from;
  };
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => number> = {
      ArrowRight: () => seek(tabStop, 1),
      ArrowLeft: () => seek(tabStop, -1),
      Home: () => seek(BUTTONS.length - 1, 1),
      End: () => seek(0, -1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move();
    setFocusIndex(next);
    buttonRefs.current[next]?.focus();
  };

  return (
    <Box>
      <Typography
        id={labelId}
        component="div"
        onClick={() => editor?.commands.focus()}
        sx={{ display: 'block', mb: 0.5, fontWeight: 500, color: error ? 'error.main' : 'text.secondary' }}
      >
        {label}
        {required && ' *'}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (t) => `0 0 0 1px ${error ? t.palette.error.main : t.palette.primary.main}`,
          },
        }}
      >
        <Box
          role="toolbar"
          aria-label={`${label} formatting`}
          onKeyDown={onToolbarKey}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {GROUPS.map((group, g) => (
            <Box key={g} sx={{ display: 'contents' }}>
              {g > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
              {group.map((button, j) => {
                const i = GROUP_START[g] + j;
                const s = state?.[button.key];
                const pressed = button.active ? Boolean(s?.active) : undefined;
                return (
                  <Tooltip key={button.key} title={button.shortcut ? `${button.label} (${button.shortcut})` : button.label}>
                    <span>
                      <IconButton
                        ref={(el) => {
                          buttonRefs.current[i] = el;
                        }}
                        size="small"
                        aria-label={button.name ?? button.label}
                        aria-pressed={pressed}
                        aria-keyshortcuts={button.shortcut?.replace(/Ctrl/g, 'Control')}
                        tabIndex={i === tabStop ? 0 : -1}
                        disabled={disabled || !editor || !s?.enabled}
                        onFocus={() => setFocusIndex(i)}
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={() => editor && button.run(editor)}
                        color={pressed ? 'primary' : 'default'}
                        sx={{ borderRadius: 1, ...(pressed ? { bgcolor: 'action.selected' } : {}) }}
                      >
                        {button.icon}
                      </IconButton>
                    </span>
                  </Tooltip>
                );
              })}
            </Box>
          ))}
        </Box>
        <Box
          onClick={() => editor?.commands.focus()}
          sx={{
            px: 2,
            py: 1,
            cursor: 'text',
            '& .rich-text-editor__content': { minHeight, outline: 'none', lineHeight: 1.6 },
            '& .rich-text-editor__content > :first-of-type': { mt: 1 },
            '& h1': { fontSize: '1.6rem', lineHeight: 1.3 },
            '& h2': { fontSize: '1.4rem', lineHeight: 1.3 },
            '& h3': { fontSize: '1.2rem', lineHeight: 1.3 },
            '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
            '& code': { bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5, fontFamily: 'monospace' },
            '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto', '& code': { bgcolor: 'transparent', p: 0 } },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {(error || helperText) && (
        <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 1.75 }}>
          {error || helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
