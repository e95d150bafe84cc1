// A plain textarea with line numbers for JSON: Tab leaves the field as usual (no keyboard trap), the
// caret's line and column are announced below it, and `moveTo` puts the caret on a line and column
// (an issue of the check). No syntax colouring: the check names what is wrong.
import { forwardRef, useId, useImperativeHandle, useRef, useState, type CSSProperties } from 'react';
import { Text } from '../../engine';

export interface JsonEditorHandle {
  moveTo(line: number, column: number): void;
}

export interface JsonEditorProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  describedBy?: string;
}

const LINE_HEIGHT = 20;
const font: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  lineHeight: `${LINE_HEIGHT}px`,
  margin: 0,
  padding: '8px',
};

export const JsonEditor = forwardRef<JsonEditorHandle, JsonEditorProps>(function JsonEditor({ label, value, onChange, describedBy }, ref) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLPreElement>(null);
  const [caret, setCaret] = useState({ line: 1, column: 1 });
  const lines = value.split('\n');

  const readCaret = () => {
    const el = area.current;
    if (!el) return;
    const before = el.value.slice(0, el.selectionStart).split('\n');
    setCaret({ line: before.length, column: before[before.length - 1].length + 1 });
  };

  useImperativeHandle(ref, () => ({
    moveTo(line, column) {
      const el = area.current;
      if (!el) return;
      const all = el.value.split('\n');
      const row = Math.min(Math.max(line, 1), all.length);
      const offset = all.slice(0, row - 1).reduce((n, l) => n + l.length + 1, 0) + Math.min(Math.max(column - 1, 0), all[row - 1].length);
      el.focus();
      el.setSelectionRange(offset, offset);
      el.scrollTop = Math.max(0, (row - 4) * LINE_HEIGHT);
      readCaret();
    },
  }));

  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
        {label}
      </label>
      <div style={{ display: 'flex', border: '1px solid var(--mantine-color-gray-5)', borderRadius: 4, height: '60vh', overflow: 'hidden' }}>
        <pre
          ref={gutter}
          aria-hidden="true"
          style={{ ...font, overflow: 'hidden', textAlign: 'right', minWidth: '3.5em', color: 'var(--mantine-color-gray-7)', background: 'var(--mantine-color-gray-1)', userSelect: 'none' }}
        >
          {lines.map((_, i) => i + 1).join('\n')}
        </pre>
        <textarea
          ref={area}
          id={id}
          value={value}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          wrap="off"
          aria-describedby={[`${id}-caret`, describedBy].filter(Boolean).join(' ')}
          onChange={(e) => {
            onChange(e.target.value);
            readCaret();
          }}
          onSelect={readCaret}
          onScroll={(e) => {
            if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
          }}
          style={{ ...font, flex: 1, border: 0, resize: 'none', whiteSpace: 'pre', overflow: 'auto', outlineOffset: -2 }}
        />
      </div>
      <Text id={`${id}-caret`} size="sm" c="dimmed" mt={4}>
        Line {caret.line}, column {caret.column}
      </Text>
    </div>
  );
});
