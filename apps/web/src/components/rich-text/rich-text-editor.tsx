import { useEffect, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import { Button, Select, Tooltip } from 'antd';
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ItalicOutlined,
  MenuOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { FONT_SIZES } from './font-sizes';
import './rich-text.css';

type Props = {
  /** HTML; controlled by antd Form through value/onChange. */
  value?: string;
  onChange?: (html: string) => void;
  /** Given by antd Form.Item, whose label points at it (label for=id). */
  id?: string;
  placeholder?: string;
  /** The editable region's name when no form label points at the editor. */
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
};

const EMPTY = '<p></p>';

/** Rich-text editor: align, bold, italic, strike, underline, font size, undo and redo. */
export function RichTextEditor({
  value,
  onChange,
  id,
  'aria-label': ariaLabel,
  'aria-invalid': invalid,
  'aria-required': required,
  'aria-describedby': describedBy,
}: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false, horizontalRule: false }),
      TextStyle,
      FontSize,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: value || '',
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange?.(html === EMPTY ? '' : html);
    },
  });

  // Values set from outside (an edit form loading its record) replace the document.
  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML();
    const next = value || '';
    if (next !== current && !(next === '' && current === EMPTY))
      editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  const isInvalid = invalid === true || invalid === 'true';
  // The editable region is a multi-line text box named by the form's label (a label's `for` names only
  // inputs, so the region refers to the label by its id) and stating what Form.Item states of the field.
  useEffect(() => {
    if (!editor) return;
    const region = editor.view.dom;
    const label = id ? [...document.getElementsByTagName('label')].find((l) => l.htmlFor === id) : undefined;
    if (label && !label.id) label.id = `${id}_label`;
    const attributes: Record<string, string | undefined> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': label?.id,
      'aria-label': label ? undefined : ariaLabel,
      'aria-invalid': isInvalid ? 'true' : undefined,
      'aria-required': required === true || required === 'true' ? 'true' : undefined,
      'aria-describedby': describedBy,
    };
    for (const [name, v] of Object.entries(attributes)) {
      if (v === undefined) region.removeAttribute(name);
      else region.setAttribute(name, v);
    }
  }, [editor, id, ariaLabel, isInvalid, required, describedBy]);

  return (
    <div className={isInvalid ? 'rich-text-editor rich-text-editor--invalid' : 'rich-text-editor'} id={id}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      underline: e.isActive('underline'),
      left: e.isActive({ textAlign: 'left' }),
      center: e.isActive({ textAlign: 'center' }),
      right: e.isActive({ textAlign: 'right' }),
      justify: e.isActive({ textAlign: 'justify' }),
      fontSize: (e.getAttributes('textStyle').fontSize as string | undefined) ?? null,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const align = (value: string) => chain().setTextAlign(value).run();
  const tool = (label: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={label} key={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active}
        icon={icon}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label="Formatação">
      {tool('Desfazer', <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
      {tool('Refazer', <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
      <span className="rich-text-separator" />
      <Select
        size="small"
        aria-label="Tamanho da fonte"
        placeholder="Tamanho"
        style={{ width: 96 }}
        value={state.fontSize ?? undefined}
        allowClear
        options={FONT_SIZES.map((s) => ({ value: s, label: s.replace('px', '') }))}
        onChange={(size?: string) => (size ? chain().setFontSize(size).run() : chain().unsetFontSize().run())}
      />
      <span className="rich-text-separator" />
      {tool('Negrito', <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
      {tool('Itálico', <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
      {tool('Tachado', <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
      {tool('Sublinhado', <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
      <span className="rich-text-separator" />
      {tool('Alinhar à esquerda', <AlignLeftOutlined />, state.left, () => align('left'))}
      {tool('Centralizar', <AlignCenterOutlined />, state.center, () => align('center'))}
      {tool('Alinhar à direita', <AlignRightOutlined />, state.right, () => align('right'))}
      {tool('Justificar', <MenuOutlined />, state.justify, () => align('justify'))}
    </div>
  );
}
