import { useState } from 'react';
import { Field } from '../../../web/ui/field';
import { Input } from '../../../web/ui/input';

/** Tags typed as a comma-separated list; the text is kept while typing so a trailing comma stays. */
export function TagsField({ value, error, onChange }: { value: string[]; error?: string; onChange: (tags: string[]) => void }) {
  const [text, setText] = useState(value.join(', '));
  return (
    <Field label="Tags" htmlFor="tc-tags" error={error} hint="Comma-separated, e.g. smoke, booking. Runs and filters can select by tag.">
      <Input
        id="tc-tags"
        value={text}
        placeholder="smoke, booking"
        onChange={(e) => {
          setText(e.target.value);
          onChange(e.target.value.split(',').map((t) => t.trim()).filter(Boolean));
        }}
      />
    </Field>
  );
}
