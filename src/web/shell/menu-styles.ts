export const menuContentClass =
  'z-50 min-w-[14rem] overflow-hidden rounded-lg border border-border bg-card p-1 text-fg shadow-xl outline-none';

export const menuItemClass =
  'relative flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[state=open]:bg-muted';

export const menuLabelClass = 'px-2 pt-2 pb-1 text-[11px] font-medium tracking-wider text-muted-fg uppercase';
