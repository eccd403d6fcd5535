import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from './input';
import { Select, type SelectOption } from './select';

interface Choice {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
}

/** Search, then any filters and the sort order, above a list; wraps onto several lines on a phone. */
export function ListToolbar({
  search,
  onSearch,
  placeholder,
  choices = [],
}: {
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  choices?: Choice[];
}) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <div className="relative min-w-48 flex-1">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-fg" />
        <label htmlFor={id} className="sr-only">
          {placeholder}
        </label>
        <Input id={id} type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={placeholder} className="pl-8" />
      </div>
      {choices.map((c) => (
        <div key={c.label} className="w-44">
          <Select aria-label={c.label} value={c.value} onChange={(e) => c.onChange(e.target.value)} options={c.options} />
        </div>
      ))}
    </div>
  );
}
