/** The configurator's own look for labels and inputs, shared by its parts. */
export const labelClass = 'text-sm font-semibold';
export const inputClass =
  'w-full rounded-[var(--brand-radius)] border border-black/25 bg-white px-3 py-2';
